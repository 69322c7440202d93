import type { LibraryExercise } from '../types';

export const BODYWEIGHT_LOWER_CARDIO: readonly LibraryExercise[] = [
  // Bodyweight lower body: squats, lunges, hinges, bridges, calves.
  {
    id: 'squats',
    name: 'Squats',
    aliases: ['Bodyweight Squats', 'Air Squats', 'Squat'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Adductors', 'Abs'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Calisthenics', 'Functional Training', 'CrossFit'],
    howTo:
      'Stand with your feet about shoulder-width apart and toes turned out slightly. Push your hips back ' +
      'and bend your knees to sit down until your thighs are at least parallel to the floor, arms ' +
      'reaching forward for balance. Keep your chest up and your heels planted, then drive through the ' +
      'whole foot to stand tall.',
  },
  {
    id: 'jump-squats',
    name: 'Jump Squats',
    aliases: ['Squat Jumps', 'Jumping Squats'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Calves'],
    equipment: [],
    category: 'plyometric',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['HIIT', 'Home Workouts', 'Calisthenics', 'Cardio'],
    howTo:
      'Lower into a squat with your weight in your heels and your arms drawn back. Swing your arms up ' +
      'and explode straight into the air, fully extending your hips and knees. Land softly on the balls ' +
      'of your feet, let your knees bend to absorb the impact, and flow straight into the next rep.',
  },
  {
    id: 'sumo-squats',
    name: 'Sumo Squats',
    aliases: ['Bodyweight Sumo Squats', 'Wide-Stance Squats', 'Plie Squats'],
    primaryMuscles: ['Quadriceps', 'Glutes', 'Adductors'],
    secondaryMuscles: ['Hamstrings'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Functional Training', 'Dance'],
    howTo:
      'Set your feet well outside shoulder width with your toes pointed out at roughly forty-five ' +
      'degrees. Sink straight down between your heels, pushing your knees out so they track over your ' +
      'toes. Keep your torso upright and squeeze your glutes and inner thighs as you rise.',
  },
  {
    id: 'pistol-squats',
    name: 'Pistol Squats',
    aliases: ['Pistol Squat', 'Single-Leg Squats', 'Pistols'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Hip Flexors', 'Abs', 'Calves'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Advanced',
    unilateral: true,
    interests: ['Calisthenics', 'Functional Training', 'Home Workouts'],
    howTo:
      'Balance on one leg with the other leg held straight out in front of you and your arms reaching ' +
      'forward. Slowly squat down on the standing leg as deep as you can while keeping that heel flat on ' +
      'the floor. Drive back up without letting the knee cave inward, then finish all reps before ' +
      'switching legs.',
  },
  {
    id: 'cossack-squats',
    name: 'Cossack Squats',
    aliases: ['Cossack Squat', 'Side-to-Side Squats'],
    primaryMuscles: ['Quadriceps', 'Glutes', 'Adductors'],
    secondaryMuscles: ['Hamstrings', 'Hip Flexors'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: true,
    interests: ['Functional Training', 'Home Workouts', 'Calisthenics'],
    howTo:
      'Take a very wide stance with your toes turned slightly out. Shift your weight over one leg and ' +
      'squat down on it while the other leg stays straight with its toes lifting toward the ceiling. ' +
      'Keep the heel of the bent leg down and your chest proud, then push back through the middle and ' +
      'repeat to the other side.',
  },
  {
    id: 'wall-sit',
    name: 'Wall Sit',
    aliases: ['Wall Sits', 'Wall Squat Hold'],
    primaryMuscles: ['Quadriceps'],
    secondaryMuscles: ['Glutes', 'Adductors'],
    equipment: [],
    category: 'strength',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Functional Training'],
    howTo:
      'Lean your back flat against a wall and walk your feet out about two foot-lengths. Slide down ' +
      'until your knees are bent to a right angle, knees stacked over your ankles. Hold the position ' +
      'with your weight in your heels and breathe steadily until the time is up.',
  },
  {
    id: 'lunges',
    name: 'Lunges',
    aliases: ['Walking Lunges', 'Forward Lunges', 'Lunge'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Adductors', 'Calves'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Functional Training', 'Running', 'Calisthenics'],
    howTo:
      'Stand tall and take a long step forward with one foot. Lower until both knees are bent to about ' +
      'ninety degrees and the back knee hovers just above the floor. Push through the front heel to ' +
      'return or to step forward into the next lunge, keeping your torso upright throughout.',
  },
  {
    id: 'reverse-lunges',
    name: 'Reverse Lunges',
    aliases: ['Reverse Lunge', 'Backward Lunges', 'Step-Back Lunges'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Adductors'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Functional Training', 'Running'],
    howTo:
      'From a tall stance, step one foot straight back and land on the ball of that foot. Bend both ' +
      'knees until the back knee nearly touches the floor, keeping most of your weight on the front leg. ' +
      'Press through the front heel to bring the back foot forward again.',
  },
  {
    id: 'split-squats',
    name: 'Split Squats',
    aliases: ['Split Squat', 'Static Lunges', 'Stationary Lunges'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Adductors'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Functional Training', 'Running'],
    howTo:
      'Set up in a staggered stance with one foot well in front of the other, back heel raised. Keeping ' +
      'your feet planted, drop straight down until the back knee almost touches the floor. Drive up ' +
      'through the front foot and finish all reps on one side before switching.',
  },
  {
    id: 'curtsy-lunges',
    name: 'Curtsy Lunges',
    aliases: ['Curtsy Lunge', 'Crossover Lunges'],
    primaryMuscles: ['Glutes', 'Quadriceps'],
    secondaryMuscles: ['Adductors', 'Abductors', 'Hamstrings'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Dance', 'Functional Training'],
    howTo:
      'Stand with feet hip-width apart and step one foot diagonally behind the other, as if dropping ' +
      'into a curtsy. Bend both knees and lower until the front thigh is close to parallel, hips staying ' +
      'square to the front. Push through the front foot to return to standing.',
  },
  {
    id: 'lateral-lunges',
    name: 'Lateral Lunges',
    aliases: ['Side Lunges', 'Lateral Lunge'],
    primaryMuscles: ['Quadriceps', 'Glutes', 'Adductors'],
    secondaryMuscles: ['Hamstrings'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Functional Training', 'Running'],
    howTo:
      'Start with your feet together and take a big step out to one side. Sit your hips back over the ' +
      'stepping leg while the other leg stays straight, both feet pointing forward. Push off the bent ' +
      'leg to bring your feet back together.',
  },
  {
    id: 'bodyweight-good-mornings',
    name: 'Bodyweight Good Mornings',
    aliases: ['Prisoner Good Mornings', 'Bodyweight Hip Hinges'],
    primaryMuscles: ['Hamstrings', 'Glutes'],
    secondaryMuscles: ['Lower Back'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Functional Training'],
    howTo:
      'Stand with feet hip-width apart and your hands lightly behind your head. With a soft bend in the ' +
      'knees, push your hips back and tip your torso forward until you feel a stretch in your ' +
      'hamstrings. Keep your back flat the whole time, then squeeze your glutes to return upright.',
  },
  {
    id: 'bodyweight-single-leg-deadlift',
    name: 'Bodyweight Single-Leg Deadlift',
    aliases: ['Single-Leg Hip Hinge', 'Bodyweight Single-Leg RDL'],
    primaryMuscles: ['Hamstrings', 'Glutes'],
    secondaryMuscles: ['Lower Back', 'Abductors'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Running', 'Functional Training'],
    howTo:
      'Stand on one leg with a slight bend in that knee. Hinge at the hip, reaching your hands toward ' +
      'the floor while the free leg extends straight behind you, until your body is nearly parallel to ' +
      'the ground. Keep your hips level and your back flat, then drive the hip forward to stand back up.',
  },
  {
    id: 'glute-bridges',
    name: 'Glute Bridges',
    aliases: ['Glute Bridge', 'Hip Bridges', 'Bridges'],
    primaryMuscles: ['Glutes'],
    secondaryMuscles: ['Hamstrings', 'Lower Back'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Pilates', 'Functional Training'],
    howTo:
      'Lie on your back with knees bent and feet flat on the floor, close to your hips. Press through ' +
      'your heels to lift your hips until your body forms a straight line from shoulders to knees. ' +
      'Squeeze your glutes hard at the top without arching your lower back, then lower with control.',
  },
  {
    id: 'single-leg-glute-bridge',
    name: 'Single-Leg Glute Bridge',
    aliases: ['Single-Leg Glute Bridges', 'One-Leg Glute Bridge', 'Single-Leg Hip Bridge'],
    primaryMuscles: ['Glutes'],
    secondaryMuscles: ['Hamstrings', 'Lower Back', 'Abs'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: true,
    interests: ['Home Workouts', 'Pilates', 'Running'],
    howTo:
      'Lie on your back with one foot planted and the other leg extended or held with the knee drawn up. ' +
      'Drive through the planted heel to raise your hips until they are in line with your shoulders. ' +
      'Keep your pelvis level rather than letting one side drop, then lower slowly.',
  },
  {
    id: 'hip-thrusts-floor',
    name: 'Hip Thrusts (floor)',
    aliases: ['Hip Thrusts', 'Floor Hip Thrusts', 'Hip Thrust'],
    primaryMuscles: ['Glutes'],
    secondaryMuscles: ['Hamstrings', 'Quadriceps'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Functional Training'],
    howTo:
      'Lie on your back with knees bent, feet hip-width apart and your arms at your sides. Thrust your ' +
      'hips up quickly by driving through your heels, tucking your chin and ribs down. Pause for a hard ' +
      'glute squeeze at the top, then lower until your hips almost touch the floor and repeat.',
  },
  {
    id: 'donkey-kicks',
    name: 'Donkey Kicks',
    aliases: ['Donkey Kick', 'Quadruped Hip Extensions', 'Glute Kickbacks'],
    primaryMuscles: ['Glutes'],
    secondaryMuscles: ['Hamstrings', 'Abs'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Pilates'],
    howTo:
      'Get on your hands and knees with wrists under shoulders and knees under hips. Keeping one knee ' +
      'bent at ninety degrees, press that foot up toward the ceiling until the thigh is in line with ' +
      'your back. Avoid arching or twisting your lower back, then lower the knee back down.',
  },
  {
    id: 'fire-hydrants',
    name: 'Fire Hydrants',
    aliases: ['Fire Hydrant', 'Quadruped Hip Abductions'],
    primaryMuscles: ['Glutes', 'Abductors'],
    secondaryMuscles: ['Abs'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Pilates'],
    howTo:
      'Start on your hands and knees with a flat back. Keeping the knee bent, lift one leg out to the ' +
      'side until the thigh is about level with your hips. Hold your torso still so the movement comes ' +
      'from the hip, then lower slowly.',
  },
  {
    id: 'clamshells',
    name: 'Clamshells',
    aliases: ['Clamshell', 'Side-Lying Clams'],
    primaryMuscles: ['Glutes', 'Abductors'],
    secondaryMuscles: [],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Pilates', 'Running'],
    howTo:
      'Lie on your side with hips and knees bent and your heels together. Keeping your feet touching, ' +
      'open the top knee like a clamshell as far as you can without rolling your hips backward. Pause ' +
      'briefly, then close it slowly.',
  },
  {
    id: 'calf-raises',
    name: 'Calf Raises',
    aliases: ['Standing Calf Raises', 'Calf Raise', 'Heel Raises'],
    primaryMuscles: ['Calves'],
    secondaryMuscles: [],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Running'],
    howTo:
      'Stand tall with your feet hip-width apart, lightly touching a wall for balance if needed. Rise up ' +
      'onto the balls of your feet as high as you can and pause at the top. Lower your heels slowly ' +
      'instead of dropping them.',
  },
  {
    id: 'single-leg-calf-raises',
    name: 'Single-Leg Calf Raises',
    aliases: ['Single-Leg Calf Raise', 'One-Leg Calf Raises'],
    primaryMuscles: ['Calves'],
    secondaryMuscles: [],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Running'],
    howTo:
      'Stand on one foot, holding a wall or doorframe lightly for balance, and hook the other foot ' +
      'behind your ankle. Push up onto the ball of your foot as high as possible, keeping the ankle from ' +
      'rolling outward. Lower under control and finish the set before changing legs.',
  },

  // Bodyweight cardio and plyometrics.
  {
    id: 'burpees',
    name: 'Burpees',
    aliases: ['Burpee'],
    primaryMuscles: ['Quadriceps', 'Chest', 'Shoulders'],
    secondaryMuscles: ['Glutes', 'Triceps', 'Abs', 'Calves'],
    equipment: [],
    category: 'cardio',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['HIIT', 'CrossFit', 'Cardio', 'Home Workouts'],
    howTo:
      'From standing, squat down and place your hands on the floor, then jump your feet back into a ' +
      'plank. Lower your chest to the floor, push back up, and jump your feet in toward your hands. ' +
      'Explode up into a jump with your arms overhead and land softly to begin the next rep.',
  },
  {
    id: 'squat-thrusts',
    name: 'Squat Thrusts',
    aliases: ['Squat Thrust', 'No-Push-Up Burpees'],
    primaryMuscles: ['Quadriceps', 'Shoulders'],
    secondaryMuscles: ['Glutes', 'Abs', 'Hip Flexors'],
    equipment: [],
    category: 'cardio',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['HIIT', 'Cardio', 'Home Workouts'],
    howTo:
      'Squat down and place your palms flat on the floor just in front of your feet. Jump or step both ' +
      'feet back to a straight-arm plank, then bring them back in toward your hands. Stand up fully ' +
      'between reps and keep your hips from sagging in the plank.',
  },
  {
    id: 'mountain-climbers',
    name: 'Mountain Climbers',
    aliases: ['Mountain Climber'],
    primaryMuscles: ['Abs', 'Hip Flexors'],
    secondaryMuscles: ['Shoulders', 'Quadriceps', 'Obliques'],
    equipment: [],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['HIIT', 'Cardio', 'Home Workouts', 'CrossFit'],
    howTo:
      'Start in a high plank with your hands under your shoulders and your body in a straight line. ' +
      'Drive one knee toward your chest, then switch legs in a quick running rhythm. Keep your hips low ' +
      'and your shoulders over your wrists as the pace picks up.',
  },
  {
    id: 'plank-jacks',
    name: 'Plank Jacks',
    aliases: ['Plank Jack', 'Plank Jumping Jacks'],
    primaryMuscles: ['Abs', 'Shoulders'],
    secondaryMuscles: ['Abductors', 'Adductors', 'Calves'],
    equipment: [],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['HIIT', 'Cardio', 'Home Workouts'],
    howTo:
      'Hold a high plank with your feet together and hands under your shoulders. Hop both feet out wide ' +
      'and then back together, like a jumping jack done horizontally. Brace your core so your hips stay ' +
      'level and do not bounce up and down.',
  },
  {
    id: 'jumping-jacks',
    name: 'Jumping Jacks',
    aliases: ['Star Jumps', 'Jumping Jack'],
    primaryMuscles: ['Calves', 'Shoulders'],
    secondaryMuscles: ['Abductors', 'Adductors', 'Quadriceps'],
    equipment: [],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cardio', 'Home Workouts', 'HIIT', 'Dance'],
    howTo:
      'Stand with your feet together and arms at your sides. Jump your feet out wider than your hips ' +
      'while swinging your arms overhead, then jump back to the start. Stay light on the balls of your ' +
      'feet and keep a steady rhythm.',
  },
  {
    id: 'high-knees',
    name: 'High Knees',
    aliases: ['High Knee Runs', 'High Knee Sprints'],
    primaryMuscles: ['Hip Flexors', 'Quadriceps'],
    secondaryMuscles: ['Calves', 'Abs', 'Glutes'],
    equipment: [],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cardio', 'HIIT', 'Running', 'Home Workouts'],
    howTo:
      'Run on the spot, driving each knee up to about hip height. Pump your arms in time with your legs ' +
      'and land lightly on the balls of your feet. Stay tall rather than leaning back as you speed up.',
  },
  {
    id: 'butt-kicks',
    name: 'Butt Kicks',
    aliases: ['Butt Kickers', 'Heel Flicks'],
    primaryMuscles: ['Hamstrings'],
    secondaryMuscles: ['Calves', 'Quadriceps'],
    equipment: [],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cardio', 'Running', 'Home Workouts'],
    howTo:
      'Jog on the spot while flicking each heel up toward your glutes. Keep your knees pointing down and ' +
      'your torso upright, with quick, light foot contacts. Swing your arms naturally to keep the rhythm ' +
      'going.',
  },
  {
    id: 'jogging-in-place',
    name: 'Jogging in Place',
    aliases: ['Running in Place', 'Jog in Place', 'Spot Jogging'],
    primaryMuscles: ['Calves', 'Quadriceps'],
    secondaryMuscles: ['Hip Flexors', 'Hamstrings'],
    equipment: [],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cardio', 'Home Workouts', 'Running'],
    howTo:
      'Jog gently on the spot at an easy, conversational pace. Land softly on the balls of your feet and ' +
      'keep your shoulders relaxed while your arms swing. Use it as a warm-up or as active rest between ' +
      'harder efforts.',
  },
  {
    id: 'sprint-in-place',
    name: 'Sprint in Place',
    aliases: ['Sprinting in Place', 'Stationary Sprints'],
    primaryMuscles: ['Quadriceps', 'Hip Flexors', 'Calves'],
    secondaryMuscles: ['Hamstrings', 'Glutes', 'Abs'],
    equipment: [],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['HIIT', 'Cardio', 'Running', 'Home Workouts'],
    howTo:
      'Lean very slightly forward and run on the spot as fast as you can for the full interval. Drive ' +
      'your knees and pump your arms hard, staying on the balls of your feet. Keep your core tight so ' +
      'your upper body stays steady while your legs move quickly.',
  },
  {
    id: 'skater-jumps',
    name: 'Skater Jumps',
    aliases: ['Skaters', 'Speed Skaters', 'Lateral Bounds'],
    primaryMuscles: ['Glutes', 'Quadriceps'],
    secondaryMuscles: ['Abductors', 'Adductors', 'Calves'],
    equipment: [],
    category: 'plyometric',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: true,
    interests: ['HIIT', 'Cardio', 'Home Workouts', 'Functional Training'],
    howTo:
      'Stand on one leg with a slight squat and leap sideways, landing softly on the opposite foot. Let ' +
      'the trailing leg sweep behind you without touching down and swing your arms across your body for ' +
      'balance. Absorb each landing with a bent knee before bounding back the other way.',
  },
  {
    id: 'tuck-jumps',
    name: 'Tuck Jumps',
    aliases: ['Tuck Jump', 'Knee Tuck Jumps'],
    primaryMuscles: ['Quadriceps', 'Hip Flexors'],
    secondaryMuscles: ['Glutes', 'Calves', 'Abs'],
    equipment: [],
    category: 'plyometric',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['HIIT', 'Calisthenics', 'Home Workouts'],
    howTo:
      'Stand with feet hip-width apart and dip into a quarter squat. Jump as high as you can and pull ' +
      'both knees up toward your chest at the top. Land softly with bent knees and reset your balance ' +
      'before the next jump.',
  },
  {
    id: 'broad-jumps',
    name: 'Broad Jumps',
    aliases: ['Standing Long Jumps', 'Standing Broad Jumps', 'Broad Jump'],
    primaryMuscles: ['Glutes', 'Quadriceps'],
    secondaryMuscles: ['Hamstrings', 'Calves'],
    equipment: [],
    category: 'plyometric',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['HIIT', 'CrossFit', 'Functional Training'],
    howTo:
      'Stand with feet hip-width apart, swing your arms back and load your hips. Throw your arms forward ' +
      'and jump out as far as you can, extending fully through the hips. Stick the landing in a quarter ' +
      'squat with knees over your toes, then walk back and reset.',
  },
  {
    id: 'jumping-lunges',
    name: 'Jumping Lunges',
    aliases: ['Split Jumps', 'Lunge Jumps', 'Jump Lunges'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Calves', 'Hip Flexors'],
    equipment: [],
    category: 'plyometric',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: true,
    interests: ['HIIT', 'Cardio', 'Home Workouts'],
    howTo:
      'Start in a lunge with one foot forward and both knees bent. Jump straight up and switch your legs ' +
      'in the air so you land in a lunge with the other foot in front. Land quietly and keep your torso ' +
      'upright as you go straight into the next jump.',
  },
  {
    id: 'lateral-shuffles',
    name: 'Lateral Shuffles',
    aliases: ['Side Shuffles', 'Lateral Shuffle'],
    primaryMuscles: ['Quadriceps', 'Abductors'],
    secondaryMuscles: ['Glutes', 'Adductors', 'Calves'],
    equipment: [],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cardio', 'HIIT', 'Functional Training'],
    howTo:
      'Drop into an athletic half squat with your chest up and feet wider than your hips. Shuffle ' +
      'quickly to one side for a few steps without letting your feet cross, then change direction. Stay ' +
      'low the whole time instead of bobbing up between steps.',
  },

  // Treadmill.
  {
    id: 'treadmill-intervals',
    name: 'Treadmill Intervals',
    aliases: ['Treadmill Sprints', 'Treadmill Interval Run'],
    primaryMuscles: ['Quadriceps', 'Hamstrings', 'Calves'],
    secondaryMuscles: ['Glutes', 'Hip Flexors'],
    equipment: ['Treadmill'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Running', 'HIIT', 'Cardio'],
    howTo:
      'Warm up with a few minutes of easy jogging. Alternate short hard efforts at a fast pace with ' +
      'equal or longer recovery periods at a walk or slow jog. Stay near the front of the belt, run ' +
      'tall, and hold the rails only when stepping on or off.',
  },
  {
    id: 'treadmill-run',
    name: 'Treadmill Run',
    aliases: ['Treadmill Running', 'Treadmill Jog'],
    primaryMuscles: ['Quadriceps', 'Hamstrings', 'Calves'],
    secondaryMuscles: ['Glutes', 'Hip Flexors'],
    equipment: ['Treadmill'],
    category: 'cardio',
    measure: 'distance',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Running', 'Cardio'],
    howTo:
      'Set a steady pace you can keep for the whole distance and a small incline of one percent to mimic ' +
      'outdoor running. Land with your feet under your hips rather than reaching out in front. Keep your ' +
      'shoulders relaxed and look ahead rather than down at the display.',
  },
  {
    id: 'treadmill-incline-walk',
    name: 'Treadmill Incline Walk',
    aliases: ['Incline Treadmill Walk', 'Treadmill Hill Walk', 'Incline Walking'],
    primaryMuscles: ['Glutes', 'Calves'],
    secondaryMuscles: ['Hamstrings', 'Quadriceps'],
    equipment: ['Treadmill'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cardio', 'Running'],
    howTo:
      'Raise the incline to a steep but manageable setting and walk at a brisk pace. Stand tall and ' +
      'swing your arms instead of hanging on to the rails, which takes the work away from your legs. ' +
      'Lower the incline or speed if you cannot keep good posture.',
  },
  {
    id: 'treadmill-walk',
    name: 'Treadmill Walk',
    aliases: ['Treadmill Walking', 'Brisk Treadmill Walk'],
    primaryMuscles: ['Quadriceps', 'Calves'],
    secondaryMuscles: ['Glutes', 'Hamstrings'],
    equipment: ['Treadmill'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cardio'],
    howTo:
      'Start the belt slowly, step on, and build up to a brisk walking pace. Take natural strides with a ' +
      'heel to toe roll and let your arms swing. It works well as a warm-up, a cool-down or easy ' +
      'recovery cardio.',
  },

  // Rowing Machine.
  {
    id: 'rowing-machine-intervals',
    name: 'Rowing Machine Intervals',
    aliases: ['Rowing Machine Sprints', 'Rowing Intervals', 'Erg Intervals'],
    primaryMuscles: ['Quadriceps', 'Glutes', 'Upper Back'],
    secondaryMuscles: ['Hamstrings', 'Lats', 'Biceps', 'Abs'],
    equipment: ['Rowing Machine'],
    category: 'cardio',
    measure: 'distance',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['HIIT', 'CrossFit', 'Cardio'],
    howTo:
      'Row short, hard pieces of a set distance, with easy paddling or full rest in between. Drive each ' +
      'stroke with your legs first, then swing your torso back, then pull the handle to your lower ribs. ' +
      'Return in the reverse order so the handle passes your knees before they bend.',
  },
  {
    id: 'rowing-machine-steady-row',
    name: 'Rowing Machine Steady Row',
    aliases: ['Steady-State Row', 'Rower Steady Row', 'Steady-State Rowing'],
    primaryMuscles: ['Quadriceps', 'Upper Back'],
    secondaryMuscles: ['Glutes', 'Hamstrings', 'Lats', 'Biceps'],
    equipment: ['Rowing Machine'],
    category: 'cardio',
    measure: 'distance',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cardio', 'CrossFit'],
    howTo:
      'Row at a comfortable, even pace you could keep up while still speaking in short sentences. Push ' +
      'with the legs, lean back slightly, then finish with the arms, keeping your shoulders down. Come ' +
      'forward slowly so the recovery takes about twice as long as the drive.',
  },
  {
    id: 'rowing-machine-2k-test',
    name: 'Rowing Machine 2K Test',
    aliases: ['2K Row Test', '2K Erg Test', '2000m Row'],
    primaryMuscles: ['Quadriceps', 'Glutes', 'Upper Back'],
    secondaryMuscles: ['Hamstrings', 'Lats', 'Biceps', 'Abs'],
    equipment: ['Rowing Machine'],
    category: 'cardio',
    measure: 'distance',
    difficulty: 'Advanced',
    unilateral: false,
    interests: ['CrossFit', 'Cardio'],
    howTo:
      'After a thorough warm-up, row two thousand metres as fast as you can and note your time. Start ' +
      'quick for a few strokes, settle into a hard pace you can hold, and lift the rate for the final ' +
      'stretch. Keep your technique long and powerful even as fatigue builds.',
  },

  // Exercise Bike.
  {
    id: 'exercise-bike-sprints',
    name: 'Exercise Bike Sprints',
    aliases: ['Bike Sprints', 'Stationary Bike Sprints', 'Spin Bike Sprints'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Calves'],
    equipment: ['Exercise Bike'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Cycling', 'HIIT', 'Cardio'],
    howTo:
      'Warm up with easy pedalling, then add enough resistance that you are not bouncing in the saddle. ' +
      'Sprint all-out for a short burst, then spin easily to recover before the next effort. Keep your ' +
      'upper body calm and let your legs do the work.',
  },
  {
    id: 'exercise-bike-steady-ride',
    name: 'Exercise Bike Steady Ride',
    aliases: ['Stationary Bike Ride', 'Steady-State Cycling', 'Indoor Cycling'],
    primaryMuscles: ['Quadriceps'],
    secondaryMuscles: ['Glutes', 'Hamstrings', 'Calves'],
    equipment: ['Exercise Bike'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cycling', 'Cardio'],
    howTo:
      'Set the saddle so your knee is only slightly bent at the bottom of each pedal stroke. Ride at a ' +
      'moderate resistance and a smooth, even cadence you can hold for the whole session. Breathe ' +
      'steadily and keep your shoulders relaxed.',
  },
  {
    id: 'exercise-bike-hill-climb',
    name: 'Exercise Bike Hill Climb',
    aliases: ['Bike Hill Climb', 'Stationary Bike Climb'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Calves'],
    equipment: ['Exercise Bike'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Cycling', 'Cardio'],
    howTo:
      'Turn the resistance up high so each pedal stroke feels like riding up a steep hill. Pedal at a ' +
      'slow, powerful cadence, seated or standing for short stretches. Push down and pull through the ' +
      'whole circle instead of stamping on the pedals.',
  },

  // Jump Ropes.
  {
    id: 'jump-rope',
    name: 'Jump Rope',
    aliases: ['Jump Rope Skips', 'Skipping', 'Single Unders'],
    primaryMuscles: ['Calves'],
    secondaryMuscles: ['Quadriceps', 'Shoulders', 'Forearms'],
    equipment: ['Jump Ropes'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Cardio', 'Boxing', 'HIIT', 'Home Workouts'],
    howTo:
      'Hold the handles at hip height with your elbows close to your sides. Turn the rope with small ' +
      'wrist circles and hop just high enough for it to pass under your feet. Stay on the balls of your ' +
      'feet with soft knees and keep a steady rhythm.',
  },
  {
    id: 'double-unders',
    name: 'Double Unders',
    aliases: ['Double Under', 'Jump Rope Double Unders'],
    primaryMuscles: ['Calves'],
    secondaryMuscles: ['Quadriceps', 'Shoulders', 'Forearms', 'Abs'],
    equipment: ['Jump Ropes'],
    category: 'plyometric',
    measure: 'reps',
    difficulty: 'Advanced',
    unilateral: false,
    interests: ['CrossFit', 'HIIT', 'Boxing'],
    howTo:
      'Jump a little higher than for a normal skip and whip the rope around twice before you land. Drive ' +
      'the speed from quick flicks of the wrists rather than big arm swings. Keep your body straight in ' +
      'the air without kicking your feet back or piking.',
  },
  {
    id: 'jump-rope-alternate-foot-step',
    name: 'Jump Rope Alternate-Foot Step',
    aliases: ['Alternating-Foot Skips', 'Jump Rope Running Step'],
    primaryMuscles: ['Calves'],
    secondaryMuscles: ['Quadriceps', 'Hip Flexors', 'Shoulders'],
    equipment: ['Jump Ropes'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Cardio', 'Boxing', 'Running'],
    howTo:
      'Turn the rope at a steady pace and land on one foot at a time, as if jogging lightly through it. ' +
      'Each turn of the rope passes under a single foot before the other takes over. Keep the steps ' +
      'small and quick so you can build speed.',
  },
  {
    id: 'jump-rope-high-knees',
    name: 'Jump Rope High Knees',
    aliases: ['High Knee Skipping'],
    primaryMuscles: ['Calves', 'Hip Flexors'],
    secondaryMuscles: ['Quadriceps', 'Abs', 'Shoulders'],
    equipment: ['Jump Ropes'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Cardio', 'HIIT', 'Boxing'],
    howTo:
      'Skip with an alternating foot pattern but drive each knee up to hip height as the rope passes. ' +
      'Keep the turn of the rope fast and compact with your hands by your hips. Stay upright and land ' +
      'lightly on the balls of your feet.',
  },

  // Battle Ropes.
  {
    id: 'battle-rope-waves',
    name: 'Battle Rope Waves',
    aliases: ['Battle Ropes', 'Battle Rope Double Waves'],
    primaryMuscles: ['Shoulders'],
    secondaryMuscles: ['Forearms', 'Biceps', 'Abs', 'Quadriceps'],
    equipment: ['Battle Ropes'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['HIIT', 'CrossFit', 'Functional Training', 'Cardio'],
    howTo:
      'Hold one end in each hand and sink into a quarter squat with your chest up. Raise and lower both ' +
      'arms together quickly so matching waves travel all the way to the anchor. Keep your core braced ' +
      'and your legs bent so your whole body absorbs the rhythm.',
  },
  {
    id: 'battle-rope-alternating-waves',
    name: 'Battle Rope Alternating Waves',
    aliases: ['Alternating Battle Rope Waves', 'Battle Rope Alternating Wave'],
    primaryMuscles: ['Shoulders'],
    secondaryMuscles: ['Forearms', 'Biceps', 'Obliques', 'Abs'],
    equipment: ['Battle Ropes'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['HIIT', 'Functional Training', 'Cardio', 'Boxing'],
    howTo:
      'Set up in an athletic stance holding an end in each hand. Whip your arms up and down in turn, so ' +
      'one hand rises as the other falls, sending alternating waves down the ropes. Keep the motion fast ' +
      'and driven from the shoulders while your torso stays steady.',
  },
  {
    id: 'battle-rope-slams',
    name: 'Battle Rope Slams',
    aliases: ['Battle Rope Power Slams', 'Battle Rope Slam'],
    primaryMuscles: ['Shoulders', 'Lats'],
    secondaryMuscles: ['Abs', 'Glutes', 'Quadriceps', 'Forearms'],
    equipment: ['Battle Ropes'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['HIIT', 'CrossFit', 'Functional Training'],
    howTo:
      'Grip both ends and lift them overhead, rising onto your toes. Slam the ropes into the floor as ' +
      'hard as you can, dropping into a squat as your arms come down. Reset quickly and repeat with ' +
      'maximum power on every slam.',
  },
  {
    id: 'battle-rope-lateral-whips',
    name: 'Battle Rope Lateral Whips',
    aliases: ['Battle Rope Side Whips', 'Battle Rope Snakes'],
    primaryMuscles: ['Shoulders', 'Obliques'],
    secondaryMuscles: ['Chest', 'Forearms', 'Abs'],
    equipment: ['Battle Ropes'],
    category: 'cardio',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['HIIT', 'Functional Training', 'Martial Arts'],
    howTo:
      'Hold the ends with palms facing each other and sit into a half squat. Sweep both arms side to ' +
      'side in front of you so the ropes snake across the floor. Keep the movement quick and controlled ' +
      'and resist rotating from the hips.',
  },
];
