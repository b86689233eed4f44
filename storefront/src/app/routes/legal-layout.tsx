import type { ReactNode } from 'react';
import type { SiteInfo } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSiteInfo } from '@/features/site/components/use-site-info';

interface LegalPageProps {
  title: string;
  children: (site: SiteInfo) => ReactNode;
}

/** A legal page that needs the operator data from configuration. */
export function LegalPage({ title, children }: LegalPageProps) {
  useDocumentTitle(title);
  const site = useSiteInfo();
  return (
    <article className="prose">
      <h1>{title}</h1>
      {site.loading ? <Loading /> : null}
      {site.error ? <Alert>{site.error}</Alert> : null}
      {site.data ? children(site.data) : null}
    </article>
  );
}
