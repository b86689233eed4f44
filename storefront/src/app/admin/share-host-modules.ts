/**
 * Module-federation runtime plugin of the host: puts the host's own react, react-dom, react/jsx-runtime
 * and react-router-dom into the share scope before the admin console (remote `admin_console`) starts.
 *
 * Why a runtime plugin instead of the build plugin's `shared` option: with `shared` in the build config
 * every import of react and the router in the storefront goes through the federation runtime, which puts
 * that runtime (~30 kB gzip) and the WHOLE router (~60 kB gzip, no tree-shaking for shared modules) into
 * the first load of every page — far beyond the 110 kB budget for `/`. This file is imported only by the
 * host's federation entry, which is loaded on `/admin/*`; the public pages load plain tree-shaken modules.
 * The remote still gets exactly one React and one router (singletons): the host's instances.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import { routerForRemote } from '@/app/admin/router-for-remote';

declare const __SHARED_VERSIONS__: { react: string; 'react-dom': string; 'react-router-dom': string };

interface HostShare {
  version: string;
  scope: string;
  loaded: boolean;
  lib: () => unknown;
  shareConfig: { singleton: boolean; requiredVersion: false | string };
}

interface BeforeInitArgs {
  userOptions: { shared?: Record<string, unknown> };
}

function share(version: string, lib: unknown): HostShare {
  return {
    version,
    scope: 'default',
    loaded: true,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: false },
  };
}

export default function shareHostModules() {
  return {
    name: 'storefront-share-host-modules',
    beforeInit(args: BeforeInitArgs) {
      const versions = __SHARED_VERSIONS__;
      args.userOptions.shared = {
        ...args.userOptions.shared,
        react: share(versions.react, React),
        'react/jsx-runtime': share(versions.react, JsxRuntime),
        'react-dom': share(versions['react-dom'], ReactDOM),
        'react-router-dom': share(versions['react-router-dom'], routerForRemote),
      };
      return args;
    },
  };
}
