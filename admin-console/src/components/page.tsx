import { useId, type ReactNode } from 'react';

export interface PageProps {
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** Next to the heading, e.g. a count badge. */
  badge?: ReactNode;
  children: ReactNode;
}

/** The frame of every tab: a labelled section with its heading. */
export function Page({ title, intro, badge, children }: PageProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className="ac-page__title">
      {title}
    </h2>
  );
  return (
    <section className="ac-page" aria-labelledby={titleId}>
      {badge ? (
        <div className="ac-page__head">
          {heading}
          {badge}
        </div>
      ) : (
        heading
      )}
      {intro ? <p className="ac-page__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
