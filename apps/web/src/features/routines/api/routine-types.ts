/** The routine answers of docs/api.md (mirrors the server's response schemas; web never imports server code). */

export interface Person {
  userID: string;
  username: string;
  profileImageLink: string;
}

export interface Participant extends Person {
  id: string;
  userRoutineXP: number;
}

export interface RoutineWorkout {
  workoutType: string;
  workoutSets: number;
  workoutReps: string;
  deleteable: boolean;
}

export interface RoutineViewer {
  isCreator: boolean;
  isParticipant: boolean;
  todayXP: number;
  dailyCap: number;
}

/** GET /api/stryds/{userID}/{routineName} and the 201 of POST /api/stryds/{userID}. */
export interface RoutineView {
  routineName: string;
  routineDescription: string;
  routineEquipments: string[];
  level: string;
  estimatedTimeMinutes: string;
  duration: string;
  restDays: number | null;
  createdDate: string;
  routineCreationType: 'created' | 'generated';
  routineReason?: string;
  creatorID: string;
  participantCount: number;
  workouts: RoutineWorkout[];
  creator: Person;
  /** Routine XP high → low, then join time: the top 5, plus the viewer when further down (the People board). */
  participants: Participant[];
  viewer: RoutineViewer;
}

/** Identifies one routine: its creator and its name (as in the page URL). */
export interface RoutineRef {
  userID: string;
  routineName: string;
}

/** The API path tail for a routine: `{userID}/{routineName}`, both percent-encoded. */
export function routineApiPath({ userID, routineName }: RoutineRef): string {
  return `${encodeURIComponent(userID)}/${encodeURIComponent(routineName)}`;
}
