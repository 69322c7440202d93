import type { LibraryExercise } from '../types';

export const BARBELL_CABLE_BAND_BALL: readonly LibraryExercise[] = [
  // Barbell
  {
    id: 'barbell-deadlifts',
    name: 'Barbell Deadlifts',
    aliases: ['Deadlifts', 'Barbell Deadlift', 'Deadlift', 'Conventional Deadlift'],
    primaryMuscles: ['Hamstrings', 'Glutes', 'Lower Back'],
    secondaryMuscles: ['Quadriceps', 'Traps', 'Forearms', 'Upper Back'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Lifting', 'CrossFit', 'Functional Training'],
    howTo:
      'Stand with the bar over your midfoot, hinge down and grip it just outside your shins. Pull the ' +
      'slack out of the bar, brace your midsection and push the floor away until you stand tall. Keep the ' +
      'bar dragging close to your legs and your back flat the whole way, then lower it under control.',
  },
  {
    id: 'barbell-back-squat',
    name: 'Barbell Back Squat',
    aliases: ['Back Squat', 'Barbell Squat', 'Barbell Squats', 'Back Squats'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Adductors', 'Lower Back', 'Abs'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Lifting', 'CrossFit', 'Functional Training'],
    howTo:
      'Rest the bar across your upper back, feet about shoulder-width apart and toes turned slightly out. ' +
      'Take a big breath, brace, and sit down between your heels until your thighs reach at least ' +
      'parallel. Drive up through the whole foot, keeping your knees tracking over your toes and your ' +
      'chest proud.',
  },
  {
    id: 'barbell-front-squat',
    name: 'Barbell Front Squat',
    aliases: ['Front Squat', 'Front Squats', 'Barbell Front Squats'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Abs', 'Upper Back', 'Adductors'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Advanced',
    unilateral: false,
    interests: ['Lifting', 'CrossFit'],
    howTo:
      'Hold the bar on the front of your shoulders with your fingertips under it and your elbows pointing ' +
      'forward. Squat straight down, staying as upright as you can, until your hips drop below your knees. ' +
      'Keep the elbows high as you stand back up so the bar does not roll forward.',
  },
  {
    id: 'barbell-overhead-press',
    name: 'Barbell Overhead Press',
    aliases: ['Overhead Press', 'OHP', 'Military Press', 'Standing Barbell Press', 'Barbell Strict Press'],
    primaryMuscles: ['Shoulders'],
    secondaryMuscles: ['Triceps', 'Traps', 'Abs'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Lifting', 'CrossFit', 'Functional Training'],
    howTo:
      'Stand with the bar resting on your front shoulders and your hands just outside them. Squeeze your ' +
      'glutes and abs, then press the bar straight up, moving your head back slightly to let it pass. ' +
      'Finish with the bar over the middle of your foot and your arms locked, then lower it to your ' +
      'collarbones.',
  },
  {
    id: 'barbell-bent-over-row',
    name: 'Barbell Bent-Over Row',
    aliases: ['Barbell Row', 'Barbell Rows', 'Bent-Over Barbell Row', 'Bent-Over Row'],
    primaryMuscles: ['Lats', 'Upper Back'],
    secondaryMuscles: ['Biceps', 'Rear Delts', 'Lower Back', 'Forearms'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Lifting', 'CrossFit', 'Swimming'],
    howTo:
      'Hold the bar with an overhand grip, soften your knees and hinge forward until your torso is close ' +
      'to parallel. Pull the bar toward your lower ribs, driving your elbows back and squeezing your ' +
      'shoulder blades. Lower it slowly and keep your back flat, without standing up to swing the weight.',
  },
  {
    id: 'barbell-romanian-deadlift',
    name: 'Barbell Romanian Deadlift',
    aliases: ['Romanian Deadlift', 'RDL', 'Barbell RDL', 'Romanian Deadlifts'],
    primaryMuscles: ['Hamstrings', 'Glutes'],
    secondaryMuscles: ['Lower Back', 'Forearms'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Lifting', 'CrossFit', 'Functional Training'],
    howTo:
      'Start standing tall with the bar at your hips and a slight bend in your knees. Push your hips back ' +
      'and slide the bar down your thighs until you feel a strong stretch in your hamstrings. Keep your ' +
      'spine long and the bar close, then drive your hips forward to stand back up.',
  },
  {
    id: 'barbell-curl',
    name: 'Barbell Curl',
    aliases: ['Barbell Curls', 'Barbell Bicep Curl', 'Barbell Biceps Curl', 'Standing Barbell Curl'],
    primaryMuscles: ['Biceps'],
    secondaryMuscles: ['Forearms'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting'],
    howTo:
      'Stand holding the bar with an underhand grip at shoulder width, arms hanging straight. Curl the bar ' +
      'up toward your shoulders while keeping your elbows pinned at your sides. Lower it all the way down ' +
      'under control and avoid leaning back to help it up.',
  },
  {
    id: 'barbell-reverse-curl',
    name: 'Barbell Reverse Curl',
    aliases: ['Barbell Reverse Curls', 'Reverse Grip Barbell Curl'],
    primaryMuscles: ['Forearms', 'Biceps'],
    secondaryMuscles: [],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting', 'Martial Arts'],
    howTo:
      'Hold the bar with an overhand grip about shoulder-width apart, arms straight in front of your ' +
      'thighs. Curl it up while keeping your wrists straight and your elbows tucked in. Lower slowly, and ' +
      'use a lighter load than a normal curl because the forearms limit this lift.',
  },
  {
    id: 'barbell-good-mornings',
    name: 'Barbell Good Mornings',
    aliases: ['Barbell Good Morning'],
    primaryMuscles: ['Hamstrings', 'Lower Back'],
    secondaryMuscles: ['Glutes', 'Upper Back'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Lifting', 'CrossFit'],
    howTo:
      'Set a light bar on your upper back as for a squat, with your knees slightly bent. Push your hips ' +
      'back and tip your chest forward until your torso is near parallel or your hamstrings stop you. Keep ' +
      'your back flat and your core tight, then squeeze your glutes to return upright.',
  },
  {
    id: 'barbell-reverse-lunges',
    name: 'Barbell Reverse Lunges',
    aliases: ['Barbell Reverse Lunge', 'Barbell Lunges', 'Barbell Lunge'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Adductors', 'Abs'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Intermediate',
    unilateral: true,
    interests: ['Lifting', 'CrossFit', 'Functional Training'],
    howTo:
      'With the bar on your upper back, step one foot back and lower until your back knee nearly touches ' +
      'the floor. Keep most of your weight on the front heel and your torso upright. Push through the ' +
      'front foot to bring the back leg in, then repeat on the same side or alternate.',
  },
  {
    id: 'barbell-power-clean',
    name: 'Barbell Power Clean',
    aliases: ['Power Clean', 'Power Cleans'],
    primaryMuscles: ['Glutes', 'Hamstrings', 'Quadriceps', 'Traps'],
    secondaryMuscles: ['Shoulders', 'Lower Back', 'Upper Back', 'Calves', 'Forearms'],
    equipment: ['Barbell'],
    category: 'plyometric',
    measure: 'weight_reps',
    difficulty: 'Advanced',
    unilateral: false,
    interests: ['Lifting', 'CrossFit', 'Functional Training'],
    howTo:
      'Set up as for a deadlift with a grip just outside your knees and lift the bar smoothly past your ' +
      'knees. Once it reaches mid-thigh, jump hard through your legs and hips and shrug so the bar floats ' +
      'up. Pull yourself under it, whip your elbows forward and catch it on your shoulders in a quarter ' +
      'squat.',
  },
  {
    id: 'barbell-shrugs',
    name: 'Barbell Shrugs',
    aliases: ['Barbell Shrug'],
    primaryMuscles: ['Traps'],
    secondaryMuscles: ['Forearms', 'Upper Back'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting'],
    howTo:
      'Stand tall holding the bar in front of your thighs with an overhand grip at shoulder width. Lift ' +
      'your shoulders straight up toward your ears, pause briefly at the top, then lower them fully. Keep ' +
      'your arms straight and avoid rolling your shoulders in circles.',
  },
  {
    id: 'barbell-floor-press',
    name: 'Barbell Floor Press',
    aliases: ['Floor Press', 'Barbell Floor Presses'],
    primaryMuscles: ['Chest', 'Triceps'],
    secondaryMuscles: ['Shoulders'],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting', 'Home Workouts'],
    howTo:
      'Lie on the floor under a bar set low in a rack, or have a partner hand it to you, knees bent and ' +
      'feet flat. Lower the bar to your lower chest until your upper arms rest on the floor, elbows at ' +
      'about 45 degrees. Pause for a moment, then press it straight back up to locked arms.',
  },
  {
    id: 'barbell-calf-raises',
    name: 'Barbell Calf Raises',
    aliases: ['Barbell Calf Raise', 'Barbell Standing Calf Raise', 'Standing Barbell Calf Raises'],
    primaryMuscles: ['Calves'],
    secondaryMuscles: [],
    equipment: ['Barbell'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting', 'Running'],
    howTo:
      'Stand tall with the bar on your upper back and your feet hip-width apart. Rise as high as you can ' +
      'onto the balls of your feet, hold the top for a second, then lower your heels slowly. Keep your ' +
      'knees straight but not locked and keep the movement smooth rather than bouncy.',
  },

  // Cable Machine
  {
    id: 'cable-face-pulls',
    name: 'Cable Face Pulls',
    aliases: ['Face Pulls', 'Face Pull', 'Cable Face Pull'],
    primaryMuscles: ['Rear Delts'],
    secondaryMuscles: ['Upper Back', 'Traps'],
    equipment: ['Cable Machine'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting', 'Swimming', 'Boxing'],
    howTo:
      'Set the pulley at upper chest or face height and hold the handles with your thumbs pointing back ' +
      'toward you. Pull toward your face, splitting your hands apart and turning your knuckles up as your ' +
      'elbows flare high and wide. Squeeze between your shoulder blades for a moment, then let the handles ' +
      'return slowly.',
  },
  {
    id: 'lat-pulldown',
    name: 'Lat Pulldown',
    aliases: ['Cable Lat Pulldown', 'Lat Pulldowns', 'Wide-Grip Lat Pulldown'],
    primaryMuscles: ['Lats'],
    secondaryMuscles: ['Biceps', 'Upper Back', 'Rear Delts'],
    equipment: ['Cable Machine'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting', 'Swimming', 'Calisthenics'],
    howTo:
      'Sit with your thighs locked under the pads and grab the bar a little wider than your shoulders. ' +
      'Lean back slightly and pull the bar to your upper chest, driving your elbows down toward your hips. ' +
      'Control the bar back up until your arms are straight, without yanking it down with your body.',
  },
  {
    id: 'seated-cable-rows',
    name: 'Seated Cable Rows',
    aliases: ['Seated Cable Row', 'Cable Row', 'Cable Rows', 'Low Cable Row'],
    primaryMuscles: ['Upper Back', 'Lats'],
    secondaryMuscles: ['Biceps', 'Rear Delts'],
    equipment: ['Cable Machine'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting', 'Swimming'],
    howTo:
      'Sit facing the low pulley with your feet braced, knees soft and a handle in both hands. Sit tall ' +
      'and pull the handle to your stomach, squeezing your shoulder blades together. Let your arms ' +
      'straighten and your shoulders reach forward slightly on the way back, without rocking your torso.',
  },
  {
    id: 'cable-triceps-pushdown',
    name: 'Cable Triceps Pushdown',
    aliases: ['Triceps Pushdown', 'Tricep Pushdown', 'Cable Tricep Pushdown', 'Triceps Pressdown'],
    primaryMuscles: ['Triceps'],
    secondaryMuscles: [],
    equipment: ['Cable Machine'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting'],
    howTo:
      'Stand facing a high pulley, holding the handle with your elbows tucked at your sides. Push the ' +
      'handle down until your arms are fully straight, squeezing the backs of your arms. Let it rise back ' +
      'to about chest height while your upper arms stay still.',
  },
  {
    id: 'cable-crossover',
    name: 'Cable Crossover',
    aliases: ['Cable Crossovers', 'Cable Fly', 'Cable Flyes', 'Cable Chest Fly'],
    primaryMuscles: ['Chest'],
    secondaryMuscles: ['Shoulders'],
    equipment: ['Cable Machine'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting'],
    howTo:
      'Stand between two high pulleys with a handle in each hand and take a small step forward. With a ' +
      'soft bend in your elbows, sweep your hands down and together in front of your hips as if hugging a ' +
      'tree. Feel your chest squeeze, then open your arms slowly until you feel a stretch across the ' +
      'chest.',
  },
  {
    id: 'cable-bicep-curl',
    name: 'Cable Bicep Curl',
    aliases: ['Cable Curl', 'Cable Curls', 'Cable Biceps Curl'],
    primaryMuscles: ['Biceps'],
    secondaryMuscles: ['Forearms'],
    equipment: ['Cable Machine'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting'],
    howTo:
      'Face a low pulley and hold the handle with an underhand grip, arms straight. Curl it up toward your ' +
      'shoulders, keeping your elbows fixed at your sides. Lower slowly against the pull of the stack, ' +
      'which keeps tension on the arms for the whole rep.',
  },
  {
    id: 'cable-woodchop',
    name: 'Cable Woodchop',
    aliases: ['Cable Woodchopper', 'Cable Woodchops', 'Cable Chop'],
    primaryMuscles: ['Obliques'],
    secondaryMuscles: ['Abs', 'Shoulders', 'Glutes'],
    equipment: ['Cable Machine'],
    category: 'core',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Functional Training', 'Martial Arts', 'Boxing'],
    howTo:
      'Set the pulley high and stand side-on to it, holding the handle with both hands above your near ' +
      'shoulder. Pull it down and across your body to the far hip, turning from your torso and pivoting ' +
      'your back foot. Keep your arms fairly straight and return slowly, then switch sides after your ' +
      'reps.',
  },
  {
    id: 'cable-pull-through',
    name: 'Cable Pull-Through',
    aliases: ['Pull-Through', 'Cable Pull-Throughs', 'Glute Pull-Through'],
    primaryMuscles: ['Glutes', 'Hamstrings'],
    secondaryMuscles: ['Lower Back'],
    equipment: ['Cable Machine'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting', 'Functional Training'],
    howTo:
      'Set the pulley low, face away from it and hold the handle between your legs with both hands. Walk ' +
      'out a couple of steps, then hinge at the hips and let the handle travel back through your legs. ' +
      'Snap your hips forward and squeeze your glutes to stand tall, without pulling with your arms.',
  },
  {
    id: 'cable-lateral-raise',
    name: 'Cable Lateral Raise',
    aliases: ['Cable Lateral Raises', 'Single-Arm Cable Lateral Raise', 'Cable Side Raise'],
    primaryMuscles: ['Shoulders'],
    secondaryMuscles: ['Traps'],
    equipment: ['Cable Machine'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Lifting'],
    howTo:
      'Stand side-on to a low pulley and hold the handle in the far hand, in front of your hips. Raise ' +
      'your arm out to the side with a slight elbow bend until it is level with your shoulder. Lower ' +
      'slowly, keep your torso still, and switch arms after the set.',
  },
  {
    id: 'cable-crunch',
    name: 'Cable Crunch',
    aliases: ['Kneeling Cable Crunch', 'Cable Crunches'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Obliques'],
    equipment: ['Cable Machine'],
    category: 'core',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Lifting'],
    howTo:
      'Kneel facing a high pulley and hold the handle beside your head with both hands. Keeping your hips ' +
      'still, curl your ribcage down toward your pelvis by rounding your spine. Pause when your elbows ' +
      'near your thighs, then uncurl slowly without sitting back on your heels.',
  },
  {
    id: 'cable-hip-adduction',
    name: 'Cable Hip Adduction',
    aliases: ['Cable Adduction', 'Standing Cable Hip Adduction'],
    primaryMuscles: ['Adductors'],
    secondaryMuscles: ['Hip Flexors'],
    equipment: ['Cable Machine'],
    category: 'strength',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Lifting', 'Functional Training'],
    howTo:
      'Attach an ankle strap to a low pulley and stand side-on with the strap on your near ankle. Holding ' +
      'the frame for balance, sweep the working leg across and in front of your standing leg. Return ' +
      'slowly until you feel a light stretch on the inner thigh, then switch legs after your reps.',
  },

  // Resistance Bands
  {
    id: 'resistance-band-rows',
    name: 'Resistance Band Rows',
    aliases: ['Band Rows', 'Band Row', 'Resistance Band Row', 'Banded Rows'],
    primaryMuscles: ['Upper Back', 'Lats'],
    secondaryMuscles: ['Biceps', 'Rear Delts'],
    equipment: ['Resistance Bands'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Functional Training', 'Swimming'],
    howTo:
      'Anchor the band at chest height or loop it around your feet while sitting with your legs straight. ' +
      'Holding an end in each hand, pull your elbows back past your ribs and squeeze your shoulder blades ' +
      'together. Let your arms straighten slowly against the band and keep your chest up throughout.',
  },
  {
    id: 'band-pull-aparts',
    name: 'Band Pull-Aparts',
    aliases: ['Band Pull-Apart', 'Resistance Band Pull-Aparts', 'Pull-Aparts'],
    primaryMuscles: ['Rear Delts', 'Upper Back'],
    secondaryMuscles: ['Traps'],
    equipment: ['Resistance Bands'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Swimming', 'Boxing'],
    howTo:
      'Hold a light band in front of your chest with straight arms and hands about shoulder-width apart. ' +
      'Pull the band apart by moving your hands out to the sides until it touches your chest. Squeeze your ' +
      'shoulder blades together, then return slowly without shrugging.',
  },
  {
    id: 'resistance-band-bicep-curls',
    name: 'Resistance Band Bicep Curls',
    aliases: ['Band Bicep Curls', 'Band Curls', 'Banded Bicep Curls'],
    primaryMuscles: ['Biceps'],
    secondaryMuscles: ['Forearms'],
    equipment: ['Resistance Bands'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts'],
    howTo:
      'Stand on the middle of the band with feet hip-width apart and hold an end in each hand, palms ' +
      'forward. Curl your hands up toward your shoulders while keeping your elbows tight to your sides. ' +
      'Lower slowly, since the band pulls hardest at the top and the control on the way down matters.',
  },
  {
    id: 'resistance-band-squats',
    name: 'Resistance Band Squats',
    aliases: ['Band Squats', 'Banded Squats'],
    primaryMuscles: ['Quadriceps', 'Glutes'],
    secondaryMuscles: ['Hamstrings', 'Adductors'],
    equipment: ['Resistance Bands'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Functional Training'],
    howTo:
      'Stand on the band with feet shoulder-width apart and bring the ends up to your shoulders. Sit your ' +
      'hips back and down until your thighs are about parallel, chest up and knees pushing out. Drive up ' +
      'through your heels to standing, fighting the band as it gets harder near the top.',
  },
  {
    id: 'band-lateral-walks',
    name: 'Band Lateral Walks',
    aliases: ['Monster Walks', 'Lateral Band Walks', 'Band Side Steps', 'Banded Side Steps'],
    primaryMuscles: ['Abductors', 'Glutes'],
    secondaryMuscles: ['Quadriceps'],
    equipment: ['Resistance Bands'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Running', 'Functional Training'],
    howTo:
      'Place a loop band just above your knees or around your ankles and drop into a quarter squat. Step ' +
      'sideways with one foot, then follow with the other, never letting your feet come together. Keep ' +
      'tension on the band and your hips level, then walk the same number of steps back the other way.',
  },
  {
    id: 'resistance-band-chest-press',
    name: 'Resistance Band Chest Press',
    aliases: ['Band Chest Press', 'Standing Band Chest Press'],
    primaryMuscles: ['Chest'],
    secondaryMuscles: ['Triceps', 'Shoulders'],
    equipment: ['Resistance Bands'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Boxing'],
    howTo:
      'Anchor the band behind you at chest height, or wrap it around your upper back, and hold an end in ' +
      'each hand. Stand in a split stance and press your hands forward until your arms are straight. Bring ' +
      'them back slowly to chest level, keeping your elbows slightly below your shoulders.',
  },
  {
    id: 'resistance-band-overhead-press',
    name: 'Resistance Band Overhead Press',
    aliases: ['Band Overhead Press', 'Band Shoulder Press'],
    primaryMuscles: ['Shoulders'],
    secondaryMuscles: ['Triceps', 'Traps'],
    equipment: ['Resistance Bands'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts'],
    howTo:
      'Stand on the middle of the band and hold the ends at your shoulders, palms facing forward. Press ' +
      'straight up until your arms lock out overhead, keeping your ribs down and glutes tight. Lower back ' +
      'to your shoulders with control.',
  },
  {
    id: 'resistance-band-triceps-extensions',
    name: 'Resistance Band Triceps Extensions',
    aliases: ['Band Triceps Extensions', 'Band Tricep Extension', 'Overhead Band Triceps Extension'],
    primaryMuscles: ['Triceps'],
    secondaryMuscles: [],
    equipment: ['Resistance Bands'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts'],
    howTo:
      'Stand on one end of the band in a split stance and hold the other end behind your head with both ' +
      'hands. Keeping your elbows pointed up and close to your ears, straighten your arms overhead. Bend ' +
      'them slowly to return, moving only at the elbows.',
  },

  // Stability Ball
  {
    id: 'stability-ball-crunches',
    name: 'Stability Ball Crunches',
    aliases: ['Swiss Ball Crunches', 'Exercise Ball Crunches', 'Stability Ball Crunch'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Obliques'],
    equipment: ['Stability Ball'],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Pilates'],
    howTo:
      'Sit on the ball and walk your feet forward until your lower back rests on it, knees bent and feet ' +
      'wide. With your hands lightly behind your head, curl your ribs toward your hips to lift your ' +
      'shoulders. Lower back over the curve of the ball for a full stretch, without pulling on your neck.',
  },
  {
    id: 'stability-ball-hamstring-curls',
    name: 'Stability Ball Hamstring Curls',
    aliases: ['Swiss Ball Hamstring Curls', 'Stability Ball Leg Curls', 'Stability Ball Hamstring Curl'],
    primaryMuscles: ['Hamstrings'],
    secondaryMuscles: ['Glutes', 'Lower Back', 'Calves'],
    equipment: ['Stability Ball'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Home Workouts', 'Pilates', 'Running'],
    howTo:
      'Lie on your back with your heels on the ball and lift your hips into a straight line from shoulders ' +
      'to feet. Pull the ball toward you by bending your knees, keeping your hips high. Roll it back out ' +
      'slowly until your legs are straight, without letting your hips sag.',
  },
  {
    id: 'stability-ball-plank',
    name: 'Stability Ball Plank',
    aliases: ['Swiss Ball Plank', 'Stability Ball Forearm Plank'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Obliques', 'Shoulders', 'Glutes'],
    equipment: ['Stability Ball'],
    category: 'core',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Home Workouts', 'Pilates'],
    howTo:
      'Rest your forearms on the ball with your hands together and step your feet back into a plank. Hold ' +
      'a straight line from head to heels, squeezing your glutes and bracing your abs. Keep the ball still ' +
      'and breathe steadily for the whole hold.',
  },
  {
    id: 'stability-ball-back-extensions',
    name: 'Stability Ball Back Extensions',
    aliases: [
      'Swiss Ball Back Extensions',
      'Stability Ball Hyperextensions',
      'Stability Ball Back Extension',
    ],
    primaryMuscles: ['Lower Back'],
    secondaryMuscles: ['Glutes', 'Hamstrings'],
    equipment: ['Stability Ball'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Pilates', 'Swimming'],
    howTo:
      'Lie face down with your hips and belly over the ball and your toes pressed into the floor, wide for ' +
      'balance. With your hands by your temples, lift your chest until your body forms a straight line. ' +
      'Pause and squeeze your glutes, then lower slowly without overarching at the top.',
  },
  {
    id: 'stability-ball-pike',
    name: 'Stability Ball Pike',
    aliases: ['Swiss Ball Pike', 'Stability Ball Pikes'],
    primaryMuscles: ['Abs', 'Hip Flexors'],
    secondaryMuscles: ['Shoulders', 'Triceps'],
    equipment: ['Stability Ball'],
    category: 'core',
    measure: 'reps',
    difficulty: 'Advanced',
    unilateral: false,
    interests: ['Home Workouts', 'Pilates', 'Calisthenics'],
    howTo:
      'Start in a high plank with your hands under your shoulders and your shins or toes on top of the ' +
      'ball. Keeping your legs straight, lift your hips high so the ball rolls toward your hands. Lower ' +
      'back to a straight plank with control and keep your shoulders stacked over your wrists.',
  },

  // Medicine Ball
  {
    id: 'medicine-ball-slams',
    name: 'Medicine Ball Slams',
    aliases: ['Ball Slams', 'Med Ball Slams', 'Medicine Ball Slam'],
    primaryMuscles: ['Abs', 'Lats', 'Shoulders'],
    secondaryMuscles: ['Glutes', 'Triceps', 'Obliques'],
    equipment: ['Medicine Ball'],
    category: 'plyometric',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['CrossFit', 'HIIT', 'Functional Training', 'Boxing'],
    howTo:
      'Stand with feet shoulder-width apart and lift the ball overhead, rising onto your toes. Throw it ' +
      'into the floor in front of you as hard as you can, hinging at the hips and bracing your core. Squat ' +
      'to pick it up with a flat back and go straight into the next rep, using a ball that does not ' +
      'bounce.',
  },
  {
    id: 'wall-balls',
    name: 'Wall Balls',
    aliases: ['Wall Ball Shots', 'Wall Ball', 'Medicine Ball Wall Balls'],
    primaryMuscles: ['Quadriceps', 'Glutes', 'Shoulders'],
    secondaryMuscles: ['Triceps', 'Abs', 'Hamstrings'],
    equipment: ['Medicine Ball'],
    category: 'plyometric',
    measure: 'weight_reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['CrossFit', 'HIIT', 'Functional Training'],
    howTo:
      'Face a wall at arm length holding the ball at your chest, elbows under it. Squat to full depth, ' +
      'then drive up and use that momentum to throw the ball to a target high on the wall. Catch it on the ' +
      'way down and sink straight into the next squat.',
  },
  {
    id: 'medicine-ball-russian-twists',
    name: 'Medicine Ball Russian Twists',
    aliases: ['Med Ball Russian Twists', 'Medicine Ball Russian Twist'],
    primaryMuscles: ['Obliques', 'Abs'],
    secondaryMuscles: ['Hip Flexors'],
    equipment: ['Medicine Ball'],
    category: 'core',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Functional Training', 'Martial Arts'],
    howTo:
      'Sit with your knees bent, lean back until your abs engage, and hold the ball at your chest. Rotate ' +
      'your shoulders to touch the ball beside one hip, then turn to the other side. Keep your chest up ' +
      'and move from your ribs, lifting your feet only once you can stay steady.',
  },
  {
    id: 'medicine-ball-chest-pass',
    name: 'Medicine Ball Chest Pass',
    aliases: ['Med Ball Chest Pass', 'Medicine Ball Chest Throw'],
    primaryMuscles: ['Chest', 'Triceps'],
    secondaryMuscles: ['Shoulders', 'Abs'],
    equipment: ['Medicine Ball'],
    category: 'plyometric',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Boxing', 'Functional Training', 'Martial Arts'],
    howTo:
      'Stand a few steps from a solid wall or a partner, holding the ball at your chest with both hands. ' +
      'Step forward and push the ball away explosively, snapping your arms straight. Catch the rebound ' +
      'with soft elbows and bring it back to your chest before the next throw.',
  },
  {
    id: 'medicine-ball-overhead-throw',
    name: 'Medicine Ball Overhead Throw',
    aliases: ['Med Ball Overhead Throw', 'Overhead Medicine Ball Throw'],
    primaryMuscles: ['Lats', 'Abs', 'Shoulders'],
    secondaryMuscles: ['Triceps', 'Obliques'],
    equipment: ['Medicine Ball'],
    category: 'plyometric',
    measure: 'weight_reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Functional Training', 'Swimming', 'Martial Arts'],
    howTo:
      'Stand facing a wall or a partner with the ball held in both hands above and slightly behind your ' +
      'head. Step forward and throw the ball hard, pulling down with your lats and abs like a soccer ' +
      'throw-in. Catch it above your head, reset your stance and repeat.',
  },
];
