import { TEST_USER } from '../../test/fetch-mock';
import type { UserProfile } from './api/get-user-profile';

const WEEK = Array.from({ length: 7 }, (_, i) => ({
  Breakfast: `Oats ${i + 1}`,
  Lunch: `Lentil bowl ${i + 1}`,
  Dinner: `Tofu stir-fry ${i + 1}`,
}));

/** Test data: another member's profile as GET /api/users/{userID} answers it. */
export function otherProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: 'user-2',
    id: 'user-2',
    userID: 'user-2',
    username: 'sam_lifts',
    profileImageLink: '',
    totalXP: 801,
    rank: 'Initiate',
    userPlan: 'free',
    interests: { workoutInterests: ['Yoga', 'Running'] },
    socials: { followers: [], followings: [], followersCount: 5, followingsCount: 2 },
    stryds: {
      routines: [
        {
          routineName: 'Morning Burn',
          routineDescription: '',
          routineEquipments: [],
          level: 'Beginner',
          estimatedTimeMinutes: '30',
          duration: '30 mins',
          restDays: null,
          createdDate: '2026-11-01',
          routineCreationType: 'generated',
          creatorID: 'user-2',
          participantCount: 1,
          workoutCount: 5,
        },
      ],
      joinedRoutines: [
        {
          routineName: 'Leg Day / Heavy',
          estimatedTimeMinutes: '45',
          routineCreator: 'kim',
          routineCreatorUserID: 'user-3',
        },
      ],
    },
    createdStryds: {
      routines: [
        {
          routineName: 'Core Crusher',
          routineDescription: 'Abs',
          routineEquipments: ['Dumbbells'],
          level: 'Advanced',
          estimatedTimeMinutes: '60',
          duration: '60 mins',
          restDays: 1,
          createdDate: '2026-11-02',
          routineCreationType: 'created',
          creatorID: 'user-2',
          participantCount: 3,
          workoutCount: 4,
        },
      ],
    },
    meals: [],
    viewer: { isSelf: false, isFollowing: false, hasBlocked: false },
    ...overrides,
  };
}

/** The signed-in TEST_USER's own profile, with one saved meal plan unless told otherwise. */
export function ownProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return otherProfile({
    _id: TEST_USER.id,
    id: TEST_USER.id,
    userID: TEST_USER.id,
    username: TEST_USER.username,
    email: TEST_USER.email,
    totalXP: TEST_USER.totalXP,
    rank: 'Mortal',
    stryds: { routines: [], joinedRoutines: [] },
    createdStryds: { routines: [] },
    meals: [
      {
        id: 'meal-1',
        planName: 'Green Week',
        reason: 'Plant protein at every meal.',
        days: WEEK,
        createdDate: '2026-11-20',
      },
    ],
    viewer: { isSelf: true, isFollowing: false, hasBlocked: false },
    ...overrides,
  });
}
