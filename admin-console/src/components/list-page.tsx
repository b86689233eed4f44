import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '@admin/components/alert';
import { DataTable, type DataTableProps } from '@admin/components/data-table';
import { ReasonField, SelectField } from '@admin/components/fields';
import { ConfirmDialog } from '@admin/components/dialog';
import { FeedbackAlerts, useFeedback, type Feedback } from '@admin/components/feedback';
import { Page } from '@admin/components/page';
import { useConfirmedAction } from '@admin/components/use-confirmed-action';
import { answerMessage, errorMessage, type ApiClient } from '@event-kompass/web-client';
import { useApi } from '@admin/lib/api-context';
import { useResource, type Resource } from '@admin/lib/use-resource';

export const LOAD_FAILED = 'Daten konnten nicht geladen werden';

export interface ChangeOptions {
  /** Shown when the server's answer has no `msg`. */
  success: string;
  /** Shown when the server's error has no `msg`. */
  fallbackError: string;
  /** Put before the error text (spec: 'Fehler beim Speichern: …'). */
  errorPrefix?: string;
}

export interface ListPageState<T> extends Resource<T[]> {
  api: ApiClient;
  feedback: Feedback;
  /**
   * Sends a change made in a dialog or form. A failure is thrown as an Error whose message is the text to
   * show there; success reports the server's `msg` (or the fallback) and reloads the list.
   */
  change: (send: () => Promise<unknown>, options: ChangeOptions) => Promise<void>;
}

/** The state of a list tab: its rows loaded through the tab's `*-api.ts`, messages, changes. */
export function useListPage<T>(fetchRows: (api: ApiClient) => Promise<T[]>, loadError = LOAD_FAILED) {
  const api = useApi();
  const resource = useResource(() => fetchRows(api), loadError);
  const feedback = useFeedback();
  const { reload } = resource;
  const { succeed } = feedback;

  const change = useCallback(
    async (send: () => Promise<unknown>, { success, fallbackError, errorPrefix = '' }: ChangeOptions) => {
      let answer: unknown;
      try {
        answer = await send();
      } catch (e) {
        throw new Error(`${errorPrefix}${errorMessage(e, fallbackError)}`);
      }
      succeed(answerMessage(answer, success));
      void reload();
    },
    [succeed, reload],
  );

  const state: ListPageState<T> = { ...resource, api, feedback, change };
  return state;
}

/** A row button that asks first, then sends one request (a delete, a renewal). */
export interface RowConfirmation<T> {
  /** The row button's text, e.g. 'Löschen'. */
  button: string;
  /** The row button's accessible name, naming the row. */
  buttonLabel: (row: T) => string;
  title: string;
  message: (row: T) => string;
  /** Default 'Löschen'. */
  confirmLabel?: string;
  /** Red buttons (default) or the primary colour. */
  danger?: boolean;
  /** `reason`: what the admin typed into the reason field ('' without one). */
  send: (api: ApiClient, row: T, reason: string) => Promise<unknown>;
  /**
   * Asks for reasons in the dialog (a removal's statement of reasons, DSA Art. 17); the field may stay
   * empty, the server then sends a general text.
   */
  reason?: { label: string; hint: string };
  /** Shown when the server's answer has no `msg`. */
  success: (row: T) => string;
  /** Shown when the server's error has no `msg`. */
  fallbackError: string;
  /** Afterwards the row is dropped from the list (a delete) or the list is loaded again. */
  then: 'remove' | 'reload';
}

/** A row's 'Löschen' button: red, the row leaves the list, and the spec's fallback 'Fehler beim Löschen.'. */
export function deleteRow<T>(
  confirmation: Omit<RowConfirmation<T>, 'button' | 'then' | 'fallbackError'> & { fallbackError?: string },
): RowConfirmation<T> {
  return { button: 'Löschen', then: 'remove', fallbackError: 'Fehler beim Löschen.', ...confirmation };
}

/** What a row's edit dialog gets: closing, and saving what it collected (a failure is thrown for it to show). */
export interface EditDialogProps<B> {
  onClose: () => void;
  onSave: (body: B) => Promise<void>;
}

/**
 * A row button that opens a dialog and sends what it collected (an edit, a payment, a decision); on
 * success the dialog closes, the tab reports the server's `msg` (or `success`) and reloads.
 */
export interface RowEdit<T, B> {
  /** Default 'Bearbeiten'. */
  button?: string;
  /** The row button's accessible name, naming the row. */
  buttonLabel: (row: T) => string;
  /** The rows that get the button (default: all). */
  when?: (row: T) => boolean;
  dialog: (row: T, props: EditDialogProps<B>) => ReactNode;
  /** The tab's `*-api.ts` request for the row's id. */
  send: (api: ApiClient, id: number, body: B) => Promise<unknown>;
  success: (body: B, row: T) => string;
  fallbackError: string;
  errorPrefix?: string;
}

/** A row button that hands the row to the tab, which shows its own dialog (one it also opens from elsewhere). */
export interface RowAction<T> {
  button: string;
  buttonLabel: (row: T) => string;
  when?: (row: T) => boolean;
  onClick: (row: T) => void;
}

/** A choice next to the search that narrows the rows (e.g. by status). */
export interface RowFilter<T, V extends string> {
  label: string;
  /** The first choice, which shows every row (e.g. 'Alle'). */
  all: string;
  /** The other choices in their order: value → text. */
  options: Readonly<Record<V, string>>;
  matches(row: T, value: V): boolean;
  /** The table's text when no row has the chosen value. */
  emptyText: string;
}

export interface ListPageProps<T extends { id: number }, B> extends Omit<
  DataTableProps<T>,
  'rows' | 'loading' | 'actions' | 'rowKey' | 'caption' | 'emptyText'
> {
  page: ListPageState<T>;
  /**
   * Also names the table ('Alle {title}'), its search ('{title} suchen') and its empty state
   * ('Es gibt noch keine {title}.') unless given.
   */
  title: string;
  caption?: string;
  emptyText?: string;
  intro?: ReactNode;
  badge?: ReactNode;
  filter?: RowFilter<T, string>;
  edit?: RowEdit<T, B> | RowAction<T>;
  confirm?: RowConfirmation<T>;
  /** Between the messages and the table (a create form), or dialogs. */
  children?: ReactNode;
}

/**
 * The one list tab: heading, intro, load error, the tab's messages, the table with its row buttons and the
 * confirmation before a delete or renewal.
 */
export function ListPage<T extends { id: number }, B = never>({
  page,
  title,
  caption = `Alle ${title}`,
  searchLabel = `${title} suchen`,
  emptyText = `Es gibt noch keine ${title}.`,
  intro,
  badge,
  filter,
  edit,
  confirm,
  children,
  toolbar,
  ...table
}: ListPageProps<T, B>) {
  const { api, feedback, setData, reload, change } = page;
  const [reason, setReason] = useState('');
  const [editing, setEditing] = useState<T | null>(null);
  // '' is the filter's `all`.
  const [filterValue, setFilterValue] = useState('');
  const activeFilter = filter && filterValue !== '' ? filter : null;
  const rows = useMemo(
    () => (page.data ?? []).filter((row) => !activeFilter || activeFilter.matches(row, filterValue)),
    [page.data, activeFilter, filterValue],
  );

  const editDialog = (row: T, { dialog, send, success, fallbackError, errorPrefix }: RowEdit<T, B>) =>
    dialog(row, {
      onClose: () => setEditing(null),
      onSave: async (body) => {
        await change(() => send(api, row.id, body), {
          success: success(body, row),
          fallbackError,
          errorPrefix,
        });
        setEditing(null);
      },
    });

  const confirmed = useConfirmedAction<T>(
    useCallback(
      async (row) => {
        if (!confirm) return;
        const answer = await confirm.send(api, row, reason.trim());
        if (confirm.then === 'remove') {
          setData((current) => current?.filter((other) => other.id !== row.id) ?? null);
        } else {
          void reload();
        }
        feedback.succeed(answerMessage(answer, confirm.success(row)));
      },
      [api, confirm, feedback, reload, setData, reason],
    ),
    { fallbackError: confirm?.fallbackError ?? '', onError: feedback.fail },
  );

  const actions =
    edit || confirm
      ? (row: T) => (
          <div className="ac-actions">
            {edit && (edit.when?.(row) ?? true) ? (
              <button
                type="button"
                className="ac-button ac-button--small"
                onClick={() => ('onClick' in edit ? edit.onClick(row) : setEditing(row))}
                aria-label={edit.buttonLabel(row)}
              >
                {edit.button ?? 'Bearbeiten'}
              </button>
            ) : null}
            {confirm ? (
              <button
                type="button"
                className={`ac-button ac-button--small ${confirm.danger === false ? 'ac-button--primary' : 'ac-button--danger'}`}
                onClick={() => {
                  setReason('');
                  confirmed.ask(row);
                }}
                aria-label={confirm.buttonLabel(row)}
              >
                {confirm.button}
              </button>
            ) : null}
          </div>
        )
      : undefined;

  return (
    <Page title={title} intro={intro} badge={badge}>
      <Alert message={page.error} onDismiss={page.clearError} />
      <FeedbackAlerts feedback={feedback} />
      {children}
      <DataTable
        {...table}
        caption={caption}
        searchLabel={searchLabel}
        emptyText={activeFilter ? activeFilter.emptyText : emptyText}
        toolbar={
          <>
            {filter ? (
              <SelectField
                label={filter.label}
                frameClassName="ac-field--inline ac-field--compact"
                options={{ '': filter.all, ...filter.options }}
                value={filterValue}
                onChange={setFilterValue}
              />
            ) : null}
            {toolbar}
          </>
        }
        rowKey={(row) => row.id}
        rows={rows}
        loading={page.loading}
        actions={actions}
      />
      {edit && 'dialog' in edit && editing !== null ? (
        <Fragment key={editing.id}>{editDialog(editing, edit)}</Fragment>
      ) : null}
      {confirm && confirmed.target !== null ? (
        <ConfirmDialog
          open
          title={confirm.title}
          message={confirm.message(confirmed.target)}
          confirmLabel={confirm.confirmLabel}
          danger={confirm.danger}
          busy={confirmed.busy}
          onConfirm={() => void confirmed.confirm()}
          onCancel={confirmed.cancel}
        >
          {confirm.reason ? (
            <ReasonField
              label={confirm.reason.label}
              hint={confirm.reason.hint}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              disabled={confirmed.busy}
            />
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}

export type ListTabSpec<T extends { id: number }, B> = Omit<ListPageProps<T, B>, 'page'> & {
  /** The rows, through the tab's `*-api.ts`. */
  load: (api: ApiClient) => Promise<T[]>;
  loadError?: string;
};

/** A tab that is only its list (no state of its own beside it): the ListPage over the rows `load` fetches. */
export function listTab<T extends { id: number }, B = never>({
  load,
  loadError,
  ...props
}: ListTabSpec<T, B>) {
  return function ListTab() {
    const page = useListPage(load, loadError);
    return <ListPage page={page} {...props} />;
  };
}
