import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { SiteInfo } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { siteLoader } from '@/app/routes/legal.data';

interface LegalPageProps {
  title: string;
  children: (site: SiteInfo) => ReactNode;
}

/** A legal page that needs the operator data from configuration (its route's loader is `siteLoader`). */
export function LegalPage({ title, children }: LegalPageProps) {
  useDocumentTitle(title);
  const { site } = useLoaderData<typeof siteLoader>();
  return (
    <article className="prose">
      <h1>{title}</h1>
      {site.error ? <Alert>{site.error}</Alert> : null}
      {site.data ? children(site.data) : null}
    </article>
  );
}
