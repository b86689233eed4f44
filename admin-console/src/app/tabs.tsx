import type { ComponentType } from 'react';
import { AuditPage } from '@admin/features/audit/audit-page';
import { CategoriesPage } from '@admin/features/categories/categories-page';
import { DatabasePage } from '@admin/features/database/database-page';
import { ExpiringPage } from '@admin/features/expiring/expiring-page';
import { ExportPage } from '@admin/features/export/export-page';
import { OverviewPage } from '@admin/features/overview/overview-page';
import { InquiriesPage } from '@admin/features/inquiries/inquiries-page';
import { InvoicesPage } from '@admin/features/invoices/invoices-page';
import { ProvidersPage } from '@admin/features/providers/providers-page';
import { ReportsPage } from '@admin/features/reports/reports-page';
import { ReviewsPage } from '@admin/features/reviews/reviews-page';
import { SettingsPage } from '@admin/features/settings/settings-page';
import { UsersPage } from '@admin/features/users/users-page';

export interface AdminTab {
  /** Path segment below `/admin`. */
  path: string;
  label: string;
  Component: ComponentType;
}

export interface AdminTabGroup {
  label: string;
  tabs: AdminTab[];
}

export const TAB_GROUPS: AdminTabGroup[] = [
  {
    label: 'Inhalte',
    tabs: [
      { path: 'anbieter', label: 'Anbieter', Component: ProvidersPage },
      { path: 'kategorien', label: 'Kategorien', Component: CategoriesPage },
      { path: 'bewertungen', label: 'Bewertungen', Component: ReviewsPage },
      { path: 'meldungen', label: 'Meldungen', Component: ReportsPage },
    ],
  },
  {
    label: 'Nutzer & Anfragen',
    tabs: [
      { path: 'benutzer', label: 'Benutzer', Component: UsersPage },
      { path: 'anfragen', label: 'Anfragen', Component: InquiriesPage },
      { path: 'ablaufende', label: 'Ablaufende', Component: ExpiringPage },
      { path: 'rechnungen', label: 'Rechnungen', Component: InvoicesPage },
    ],
  },
  {
    label: 'System & Daten',
    tabs: [
      { path: 'export', label: 'Daten-Export', Component: ExportPage },
      { path: 'datenbank', label: 'Datenbank', Component: DatabasePage },
      { path: 'einstellungen', label: 'Einstellungen', Component: SettingsPage },
      { path: 'uebersicht', label: 'Übersicht', Component: OverviewPage },
      { path: 'protokoll', label: 'Protokoll', Component: AuditPage },
    ],
  },
];

export const ALL_TABS: AdminTab[] = TAB_GROUPS.flatMap((group) => group.tabs);
