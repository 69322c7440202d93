import { EQUIPMENT } from '@stryd/domain';
import { CheckboxChipOptions, Chip, ChipFieldset } from '../../../../lib/ui/option-chips';
import type { RoutineDraft } from '../../use-routine-draft';
import type { FieldId } from './field-id';

const statusText = (equipments: string[] | null) =>
  equipments === null
    ? 'Choose the equipment this routine needs, or Bodyweight only.'
    : equipments.length === 0
      ? 'Bodyweight only: no equipment needed.'
      : `${equipments.length} selected: ${equipments.join(', ')}.`;

/** Equipment: the items it needs, or an explicit "Bodyweight only"; nothing ticked leaves it unanswered. */
export function EquipmentQuestion({ id, draft }: { id: FieldId; draft: RoutineDraft }) {
  const { equipments } = draft;
  return (
    <ChipFieldset
      legend="Equipment"
      required
      describedBy={id('equipment-status')}
      error={draft.errors.routineEquipments}
      errorId={id('equipment-error')}
    >
      <Chip
        type="checkbox"
        look="tile"
        label="Bodyweight only (no equipment)"
        inputRef={draft.refs.bodyweightRef}
        checked={equipments?.length === 0}
        onChange={draft.chooseBodyweight}
      />
      <CheckboxChipOptions
        look="tile"
        layout="grid grid-cols-2 gap-2 sm:grid-cols-3"
        options={EQUIPMENT}
        values={equipments ?? []}
        onChange={draft.setEquipmentItems}
      />
      <p id={id('equipment-status')} className="text-sm text-muted">
        {statusText(equipments)}
      </p>
    </ChipFieldset>
  );
}
