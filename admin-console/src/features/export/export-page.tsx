import { useState } from 'react';
import { Alert } from '@admin/components/alert';
import { errorMessage } from '@admin/lib/api-client';
import { useApi } from '@admin/lib/api-context';
import { saveBlob } from '@admin/lib/download';

interface CsvExport {
  id: 'providers' | 'users';
  title: string;
  description: string;
  path: string;
  fileName: string;
}

const EXPORTS: CsvExport[] = [
  {
    id: 'providers',
    title: 'Anbieter',
    description: 'Alle Anbieter mit Kontaktdaten, Kategorien, Status und Laufzeit.',
    path: '/api/export/providers',
    fileName: 'event-kompass-providers.csv',
  },
  {
    id: 'users',
    title: 'Benutzer',
    description: 'Alle registrierten Benutzer (ohne Passwörter).',
    path: '/api/export/users',
    fileName: 'event-kompass-users.csv',
  },
];

export function ExportPage() {
  const api = useApi();
  const [busy, setBusy] = useState<CsvExport['id'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function download(item: CsvExport) {
    setBusy(item.id);
    setError(null);
    setSuccess(null);
    try {
      const { blob } = await api.download(item.path);
      saveBlob(blob, item.fileName);
      setSuccess(`${item.fileName} wurde heruntergeladen.`);
    } catch (e) {
      setError(errorMessage(e, 'Export fehlgeschlagen.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="ac-page" aria-labelledby="ac-export-title">
      <h2 id="ac-export-title" className="ac-page__title">
        Daten-Export
      </h2>
      <p className="ac-page__intro">
        CSV-Dateien (UTF-8, Semikolon-getrennt) zum Öffnen in Excel oder LibreOffice.
      </p>
      <Alert message={error} onDismiss={() => setError(null)} />
      <Alert message={success} kind="success" onDismiss={() => setSuccess(null)} />
      <div className="ac-cards">
        {EXPORTS.map((item) => (
          <div key={item.id} className="ac-card">
            <h3 className="ac-card__title">{item.title}</h3>
            <p>{item.description}</p>
            <button
              type="button"
              className="ac-button ac-button--primary"
              onClick={() => void download(item)}
              disabled={busy !== null}
            >
              {busy === item.id ? 'Export läuft…' : `${item.title} als CSV herunterladen`}
            </button>
            <p className="ac-field__hint">Datei: {item.fileName}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
