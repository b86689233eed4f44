import { useState } from 'react';
import { BusyButton } from '@admin/components/busy-button';
import { FeedbackAlerts, useFeedback } from '@admin/components/feedback';
import { Page } from '@admin/components/page';
import { errorMessage, type ApiClient, type DownloadedFile } from '@event-kompass/web-client';
import { useApi } from '@admin/lib/api-context';
import { saveBlob } from '@admin/lib/download';
import { downloadProvidersCsv, downloadUsersCsv } from '@admin/features/export/export-api';

interface CsvExport {
  id: 'providers' | 'users';
  title: string;
  description: string;
  download: (api: ApiClient) => Promise<DownloadedFile>;
  fileName: string;
}

const EXPORTS: CsvExport[] = [
  {
    id: 'providers',
    title: 'Anbieter',
    description: 'Alle Anbieter mit Kontaktdaten, Kategorien, Status und Laufzeit.',
    download: downloadProvidersCsv,
    fileName: 'event-kompass-providers.csv',
  },
  {
    id: 'users',
    title: 'Benutzer',
    description: 'Alle registrierten Benutzer (ohne Passwörter).',
    download: downloadUsersCsv,
    fileName: 'event-kompass-users.csv',
  },
];

export function ExportPage() {
  const api = useApi();
  const feedback = useFeedback();
  const [busy, setBusy] = useState<CsvExport['id'] | null>(null);

  async function download(item: CsvExport) {
    setBusy(item.id);
    try {
      const { blob } = await item.download(api);
      saveBlob(blob, item.fileName);
      feedback.succeed(`${item.fileName} wurde heruntergeladen.`);
    } catch (e) {
      feedback.fail(errorMessage(e, 'Export fehlgeschlagen.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Page
      title="Daten-Export"
      intro="CSV-Dateien (UTF-8, Semikolon-getrennt) zum Öffnen in Excel oder LibreOffice."
    >
      <FeedbackAlerts feedback={feedback} />
      <div className="ac-cards">
        {EXPORTS.map((item) => (
          <div key={item.id} className="ac-card">
            <h3 className="ac-card__title">{item.title}</h3>
            <p>{item.description}</p>
            <BusyButton
              busy={busy === item.id}
              busyLabel="Export läuft…"
              disabled={busy !== null}
              onClick={() => download(item)}
            >
              {`${item.title} als CSV herunterladen`}
            </BusyButton>
            <p className="ac-field__hint">Datei: {item.fileName}</p>
          </div>
        ))}
      </div>
    </Page>
  );
}
