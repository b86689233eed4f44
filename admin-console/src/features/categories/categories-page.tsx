import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { DEFAULT_CATEGORY_COLOR, type Category } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { DataTable, type Column } from '@admin/components/data-table';
import { ConfirmDialog, Dialog } from '@admin/components/dialog';
import { TextAreaField, TextField } from '@admin/components/fields';
import { useConfirmedAction } from '@admin/components/use-confirmed-action';
import { errorMessage } from '@admin/lib/api-client';
import { useApi } from '@admin/lib/api-context';
import { useResource } from '@admin/lib/use-resource';
import {
  createCategory,
  deleteCategory,
  fetchCategories,
  updateCategory,
} from '@admin/features/categories/categories-api';

const columns: Column<Category>[] = [
  {
    id: 'farbe',
    header: 'Farbe',
    cell: (c) => (
      <span className="ac-swatch-cell">
        <span className="ac-swatch" style={{ backgroundColor: c.farbe }} aria-hidden="true" />
        <code>{c.farbe}</code>
      </span>
    ),
    searchText: false,
  },
  { id: 'name', header: 'Name', cell: (c) => <strong>{c.name}</strong>, sortValue: (c) => c.name },
  {
    id: 'beschreibung',
    header: 'Beschreibung',
    cell: (c) => c.description || '–',
    sortValue: (c) => c.description,
  },
];

export function CategoriesPage() {
  const api = useApi();
  const categories = useResource(
    useCallback(() => fetchCategories(api), [api]),
    'Kategorien konnten nicht geladen werden.',
  );
  const { reload, setData } = categories;
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [editing, setEditing] = useState<Category | null>(null);

  const remove = useConfirmedAction<Category>(
    useCallback(
      async (category) => {
        await deleteCategory(api, category.id);
        setData((rows) => rows?.filter((row) => row.id !== category.id) ?? null);
        setSuccess(`Kategorie „${category.name}“ wurde gelöscht.`);
      },
      [api, setData],
    ),
    { fallbackError: 'Löschen fehlgeschlagen', onError: setError },
  );

  return (
    <section className="ac-page" aria-labelledby="ac-categories-title">
      <h2 id="ac-categories-title" className="ac-page__title">
        Kategorien
      </h2>
      <Alert message={categories.error} onDismiss={categories.clearError} />
      <Alert message={error} onDismiss={() => setError(null)} />
      <Alert message={success} kind="success" onDismiss={() => setSuccess(null)} />
      <CreateCategoryForm
        onCreate={async (body) => {
          try {
            await createCategory(api, body);
          } catch (e) {
            setError(errorMessage(e, 'Erstellen fehlgeschlagen'));
            return false;
          }
          setError(null);
          setSuccess(`Kategorie „${body.name}“ wurde angelegt.`);
          await reload();
          return true;
        }}
      />
      <DataTable
        caption="Alle Kategorien"
        rows={categories.data ?? []}
        columns={columns}
        rowKey={(c) => c.id}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        loading={categories.loading}
        emptyText="Es gibt noch keine Kategorien."
        searchLabel="Kategorien suchen"
        actions={(c) => (
          <div className="ac-actions">
            <button
              type="button"
              className="ac-button ac-button--small"
              onClick={() => setEditing(c)}
              aria-label={`Kategorie ${c.name} bearbeiten`}
            >
              Bearbeiten
            </button>
            <button
              type="button"
              className="ac-button ac-button--small ac-button--danger"
              onClick={() => remove.ask(c)}
              aria-label={`Kategorie ${c.name} löschen`}
            >
              Löschen
            </button>
          </div>
        )}
      />
      <EditCategoryDialog
        category={editing}
        onClose={() => setEditing(null)}
        onSave={async (id, body) => {
          try {
            await updateCategory(api, id, body);
          } catch (e) {
            throw new Error(errorMessage(e, 'Update fehlgeschlagen'));
          }
          setEditing(null);
          setSuccess(`Kategorie „${body.name}“ wurde gespeichert.`);
          await reload();
        }}
      />
      <ConfirmDialog
        open={remove.target !== null}
        title="Kategorie löschen"
        message={`Möchten Sie die Kategorie „${remove.target?.name ?? ''}“ wirklich löschen? Das geht nur, wenn ihr keine Anbieter mehr zugeordnet sind.`}
        busy={remove.busy}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}

function CreateCategoryForm({
  onCreate,
}: {
  onCreate: (body: { name: string; description: string | null; farbe: string }) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [farbe, setFarbe] = useState(DEFAULT_CATEGORY_COLOR);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const colorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Bitte geben Sie einen Namen ein.');
      return;
    }
    setNameError(null);
    setBusy(true);
    const created = await onCreate({ name: name.trim(), description: description.trim() || null, farbe });
    setBusy(false);
    if (created) {
      setName('');
      setDescription('');
      setFarbe(DEFAULT_CATEGORY_COLOR);
    }
  }

  return (
    <form className="ac-card ac-form" onSubmit={submit} aria-labelledby="ac-category-create-title">
      <h3 id="ac-category-create-title" className="ac-card__title">
        Neue Kategorie
      </h3>
      <div className="ac-form__row">
        <TextField
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          hint={nameError ?? undefined}
        />
        <TextField
          label="Beschreibung"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="ac-field ac-field--color">
          <label htmlFor={colorId} className="ac-field__label">
            Farbe
          </label>
          <input
            id={colorId}
            type="color"
            className="ac-color"
            value={farbe}
            onChange={(e) => setFarbe(e.target.value)}
          />
        </div>
        <button type="submit" className="ac-button ac-button--primary ac-form__submit" disabled={busy}>
          {busy ? 'Wird angelegt…' : 'Kategorie anlegen'}
        </button>
      </div>
    </form>
  );
}

function EditCategoryDialog({
  category,
  onClose,
  onSave,
}: {
  category: Category | null;
  onClose: () => void;
  onSave: (id: number, body: { name: string; description: string | null }) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  useEffect(() => {
    setName(category?.name ?? '');
    setDescription(category?.description ?? '');
    setError(null);
  }, [category]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!category) return;
    if (!name.trim()) {
      setError('Bitte geben Sie einen Namen ein.');
      return;
    }
    setBusy(true);
    try {
      await onSave(category.id, { name: name.trim(), description: description.trim() || null });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Update fehlgeschlagen');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={category !== null}
      title="Kategorie bearbeiten"
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button type="button" className="ac-button" onClick={onClose} disabled={busy}>
            Abbrechen
          </button>
          <button type="submit" form={formId} className="ac-button ac-button--primary" disabled={busy}>
            {busy ? 'Speichern…' : 'Speichern'}
          </button>
        </>
      }
    >
      <form id={formId} className="ac-form" onSubmit={submit}>
        <Alert message={error} onDismiss={() => setError(null)} />
        <TextField label="Name" required value={name} onChange={(e) => setName(e.target.value)} />
        <TextAreaField
          label="Beschreibung"
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
