import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_CATEGORY_COLOR,
  type Category,
  type CreateCategoryRequest,
} from '@event-kompass/shared-types';
import type { Column } from '@admin/components/data-table';
import { TextAreaField, TextField, useFormFields } from '@admin/components/fields';
import { FormDialog } from '@admin/components/form-dialog';
import { deleteRow, ListPage, useListPage } from '@admin/components/list-page';
import {
  createCategory,
  deleteCategory,
  fetchCategories,
  updateCategory,
} from '@admin/features/categories/categories-api';

const NAME_REQUIRED = 'Bitte geben Sie einen Namen ein.';

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

const remove = deleteRow<Category>({
  buttonLabel: (c) => `Kategorie ${c.name} löschen`,
  title: 'Kategorie löschen',
  message: (c) =>
    `Möchten Sie die Kategorie „${c.name}“ wirklich löschen? Das geht nur, wenn ihr keine Anbieter mehr zugeordnet sind.`,
  send: (api, c) => deleteCategory(api, c.id),
  success: (c) => `Kategorie „${c.name}“ wurde gelöscht.`,
  fallbackError: 'Löschen fehlgeschlagen',
});

export function CategoriesPage() {
  const page = useListPage(fetchCategories, 'Kategorien konnten nicht geladen werden.');

  /** The create form reports through the page's messages; true when created. */
  async function create(body: CreateCategoryRequest): Promise<boolean> {
    try {
      await page.change(() => createCategory(page.api, body), {
        success: `Kategorie „${body.name}“ wurde angelegt.`,
        fallbackError: 'Erstellen fehlgeschlagen',
      });
      return true;
    } catch (e) {
      page.feedback.fail((e as Error).message);
      return false;
    }
  }

  return (
    <ListPage
      page={page}
      title="Kategorien"
      columns={columns}
      initialSort={{ columnId: 'name', direction: 'asc' }}
      edit={{
        buttonLabel: (c) => `Kategorie ${c.name} bearbeiten`,
        send: updateCategory,
        success: (body) => `Kategorie „${body.name}“ wurde gespeichert.`,
        fallbackError: 'Update fehlgeschlagen',
        dialog: (category, props) => <EditCategoryDialog category={category} {...props} />,
      }}
      confirm={remove}
    >
      <CreateCategoryForm onCreate={create} />
    </ListPage>
  );
}

function CreateCategoryForm({ onCreate }: { onCreate: (body: CreateCategoryRequest) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [farbe, setFarbe] = useState(DEFAULT_CATEGORY_COLOR);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const colorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(NAME_REQUIRED);
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
  category: Category;
  onClose: () => void;
  onSave: (body: { name: string; description: string | null }) => Promise<void>;
}) {
  const { form, text } = useFormFields(() => ({
    name: category.name,
    description: category.description ?? '',
  }));

  async function submit() {
    if (!form.name.trim()) throw new Error(NAME_REQUIRED);
    await onSave({ name: form.name.trim(), description: form.description.trim() || null });
  }

  return (
    <FormDialog title="Kategorie bearbeiten" onClose={onClose} onSubmit={submit}>
      <TextField label="Name" required {...text('name')} />
      <TextAreaField label="Beschreibung" rows={3} {...text('description')} />
    </FormDialog>
  );
}
