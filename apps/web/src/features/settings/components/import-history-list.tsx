import { IMPORT_SOURCE_LABELS, type ImportRecord } from '@stryd/domain';
import { LoaderCircle, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { FormAlert } from '../../../lib/ui/form-alert';
import { buttonStyles } from '../../../lib/ui/styles';
import { useImports, useUndoImport } from '../api/import';
import { IMPORT_TEXT, plural } from './import-text';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Past imports, newest first, each with an Undo that asks first. */
export function ImportHistoryList({ onUndone }: { onUndone: (message: string) => void }) {
  const imports = useImports();
  const undo = useUndoImport();
  const [asking, setAsking] = useState<ImportRecord | null>(null);

  if (imports.isPending) return <p className="text-sm text-muted">Loading your imports…</p>;
  // A failed refetch (an import or an undo asks again, maybe offline) keeps the list already shown.
  if (imports.isLoadingError)
    return (
      <div className="flex flex-col gap-2">
        <FormAlert message={IMPORT_TEXT.loadFailed} />
        <button
          type="button"
          className={`${buttonStyles.secondary} min-h-12`}
          onClick={() => void imports.refetch()}
        >
          {IMPORT_TEXT.retry}
        </button>
      </div>
    );
  const list = imports.data.imports;
  return (
    <>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{IMPORT_TEXT.noImports}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((record) => (
            <li
              key={record.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-border px-3 py-2"
            >
              <span className="text-sm">
                <span className="font-semibold">{IMPORT_SOURCE_LABELS[record.source]}</span>
                {` · ${plural(record.sessionCount, 'workout')} · ${plural(record.setCount, 'set')} · imported ${when(record.createdAt)}`}
              </span>
              <button
                type="button"
                className={`${buttonStyles.smallSecondary} min-h-11`}
                aria-label={`${IMPORT_TEXT.undo} the ${IMPORT_SOURCE_LABELS[record.source]} import of ${when(record.createdAt)}`}
                onClick={() => {
                  undo.reset();
                  setAsking(record);
                }}
              >
                <Undo2 aria-hidden="true" className="h-4 w-4" />
                {IMPORT_TEXT.undo}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={undo.isError ? undo.error.message : null} />
      <ConfirmDialog
        open={asking !== null}
        title={IMPORT_TEXT.undoTitle}
        description={asking ? IMPORT_TEXT.undoDescription(asking) : ''}
        keepLabel={IMPORT_TEXT.keep}
        confirmLabel={
          undo.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
              {IMPORT_TEXT.undoing}
            </>
          ) : (
            'Undo import'
          )
        }
        busy={undo.isPending}
        onKeep={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          undo.mutate(asking.id, {
            onSuccess: (answer) => onUndone(IMPORT_TEXT.undone({ sessionCount: answer.removedSessions })),
            onSettled: () => setAsking(null),
          });
        }}
      />
    </>
  );
}
