import type { SiteInfo } from '@event-kompass/shared-types';

/** The operator's name, address and e-mail, from configuration (`GET /api/site`). */
export function OperatorBlock({ site }: { site: SiteInfo }) {
  return (
    <address style={{ fontStyle: 'normal' }}>
      <strong>{site.operator_name}</strong>
      <br />
      {site.operator_address.split(/\n|,\s*/).map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
      E-Mail: <a href={`mailto:${site.operator_email}`}>{site.operator_email}</a>
    </address>
  );
}
