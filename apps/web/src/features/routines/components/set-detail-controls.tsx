import {
  effortOfToken,
  effortToken,
  NOTE_LIMITS,
  nextSetType,
  RIR_VALUES,
  RPE_VALUES,
  SET_TYPE_LABELS,
  SET_TYPE_MARKS,
  type SetDetails,
  type SetType,
} from '@stryd/domain';

/** How each type's button looks: a warm-up stands back, drop and failure sets stand out. */
const TYPE_STYLES: Record<SetType, string> = {
  working: 'border-border bg-surface text-fg',
  warmup: 'border-border bg-surface-2 text-muted',
  drop: 'border-accent bg-accent-soft text-fg',
  failure: 'border-danger bg-danger-soft text-danger',
};

interface SetTypeButtonProps {
  setIndex: number;
  /** 'set 1 of Bench Press', for the names the controls are read by. */
  label: string;
  type: SetType;
  disabled: boolean;
  onDetails: (change: Partial<SetDetails>) => void;
}

/**
 * The set's number, or its type's mark (W, D, F) as Strong shows it: one tap moves to the next type
 * (working → warm-up → drop → failure → working). A ticked set keeps its type; untick it to change it.
 */
export function SetTypeButton({ setIndex, label, type, disabled, onDetails }: SetTypeButtonProps) {
  const mark = type === 'working' ? String(setIndex + 1) : SET_TYPE_MARKS[type];
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onDetails({ setType: nextSetType(type) })}
      aria-label={`Type of ${label}: ${SET_TYPE_LABELS[type]}. Tap to change.`}
      title={SET_TYPE_LABELS[type]}
      className={`h-11 w-11 shrink-0 rounded-lg border-2 text-base font-bold tabular-nums disabled:opacity-80 ${TYPE_STYLES[type]}`}
    >
      {mark}
    </button>
  );
}

/** The effort list's two groups, in the tokens domain effortOfToken reads ('rpe:8.5', 'rir:2'). */
const EFFORT_SCALES = [
  { scale: 'rpe', label: 'RPE', values: RPE_VALUES },
  { scale: 'rir', label: 'Reps in reserve', values: RIR_VALUES },
] as const;

interface SetEffortAndNoteProps {
  label: string;
  details: SetDetails;
  disabled: boolean;
  onDetails: (change: Partial<SetDetails>) => void;
}

/**
 * How hard the set was (RPE or RIR, one pick from the phone's own list) and a short note. The note is
 * plain text: React writes it as text, never as markup. Both go with the set when it is ticked.
 */
export function SetEffortAndNote({ label, details, disabled, onDetails }: SetEffortAndNoteProps) {
  return (
    <div className="mt-1 flex min-w-0 items-center gap-2 pl-13">
      <select
        value={effortToken(details)}
        disabled={disabled}
        onChange={(event) => onDetails(effortOfToken(event.target.value))}
        aria-label={`Effort for ${label}`}
        className="h-11 w-24 shrink-0 rounded-lg border border-border bg-surface px-1 text-sm text-fg disabled:opacity-80"
      >
        <option value="">Effort</option>
        {EFFORT_SCALES.map(({ scale, label, values }) => (
          <optgroup key={scale} label={label}>
            {values.map((value) => (
              <option key={value} value={`${scale}:${value}`}>
                {scale.toUpperCase()} {value}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <input
        type="text"
        value={details.note ?? ''}
        maxLength={NOTE_LIMITS.setNoteMax}
        disabled={disabled}
        placeholder="Note"
        onChange={(event) => onDetails({ note: event.target.value })}
        aria-label={`Note for ${label}`}
        className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-2 text-sm text-fg disabled:opacity-80"
      />
    </div>
  );
}
