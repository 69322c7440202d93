import { RoutineCard } from './routine-card';

export interface RoutineGridItem {
  userID: string;
  username: string;
  routine: { routineName: string; estimatedTimeMinutes: string };
  level?: string;
  participants?: number;
  reason?: string;
}

/** Classes of a responsive grid of cards: two columns from small screens, three from large ones if asked. */
export const GRID_COLUMNS = {
  2: 'grid gap-3 sm:grid-cols-2',
  3: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
} as const;

export interface RoutineGridProps {
  items: readonly RoutineGridItem[];
  /** Names the list for screen readers (not needed when a heading right above says what it is). */
  label?: string;
  columns?: keyof typeof GRID_COLUMNS;
  /** Member counts on the cards (Home's short list leaves them out). */
  showParticipants?: boolean;
}

/** Routine cards in a responsive grid; each links to /stryd/{userID}/{routineName}. */
export function RoutineGrid({ items, label, columns = 3, showParticipants = true }: RoutineGridProps) {
  return (
    <ul className={GRID_COLUMNS[columns]} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.userID}/${item.routine.routineName}`}>
          <RoutineCard
            userID={item.userID}
            username={item.username}
            routineName={item.routine.routineName}
            estimatedTimeMinutes={item.routine.estimatedTimeMinutes}
            level={item.level}
            participants={showParticipants ? item.participants : undefined}
            reason={item.reason}
          />
        </li>
      ))}
    </ul>
  );
}
