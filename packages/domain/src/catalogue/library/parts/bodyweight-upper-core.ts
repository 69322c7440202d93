import type { LibraryExercise } from '../types';

export const BODYWEIGHT_UPPER_CORE: readonly LibraryExercise[] = [
  // Push-ups and their variations.
  {
    id: 'push-ups',
    name: 'Push-ups',
    aliases: ['Press-ups', 'Push-up'],
    primaryMuscles: ['Chest'],
    secondaryMuscles: ['Triceps', 'Shoulders', 'Abs'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Calisthenics', 'Functional Training', 'CrossFit', 'Martial Arts'],
    howTo:
      'Set your hands a little wider than your shoulders and walk your feet back into a high plank. Bend ' +
      'the elbows to bring your chest close to the floor, then press the ground away to straighten the ' +
      'arms. Keep your head, hips and heels in one line and the elbows angled back rather than flared out ' +
      'wide.',
  },
  {
    id: 'knee-push-ups',
    name: 'Knee Push-ups',
    aliases: ['Kneeling Push-ups', 'Modified Push-ups'],
    primaryMuscles: ['Chest'],
    secondaryMuscles: ['Triceps', 'Shoulders', 'Abs'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Calisthenics', 'Functional Training'],
    howTo:
      'Start in a push-up position but rest your knees on the floor, with your body straight from head to ' +
      'knees. Lower your chest toward the floor between your hands and push back up. Tuck the hips ' +
      'slightly so they do not sag or pike as you move.',
  },
  {
    id: 'wall-push-ups',
    name: 'Wall Push-ups',
    aliases: ['Wall Press-ups'],
    primaryMuscles: ['Chest'],
    secondaryMuscles: ['Triceps', 'Shoulders'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Calisthenics'],
    howTo:
      'Stand about an arm length from a wall and place your palms on it at shoulder height. Bend your ' +
      'elbows to bring your chest toward the wall, then push back until your arms are straight. Step your ' +
      'feet further back to make it harder, keeping your body rigid like a plank.',
  },
  {
    id: 'diamond-push-ups',
    name: 'Diamond Push-ups',
    aliases: ['Triangle Push-ups', 'Close-Grip Push-ups'],
    primaryMuscles: ['Triceps', 'Chest'],
    secondaryMuscles: ['Shoulders', 'Abs'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Home Workouts', 'Calisthenics', 'Martial Arts'],
    howTo:
      'From a high plank, bring your hands together under your chest so the thumbs and index fingers form ' +
      'a diamond. Lower your chest to your hands while keeping the elbows close to your ribs, then press ' +
      'back up. Widen the hands a little if your wrists complain.',
  },
  {
    id: 'wide-push-ups',
    name: 'Wide Push-ups',
    aliases: ['Wide-Grip Push-ups'],
    primaryMuscles: ['Chest'],
    secondaryMuscles: ['Shoulders', 'Triceps', 'Abs'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Calisthenics'],
    howTo:
      'Place your hands well outside shoulder width with the fingers pointing forward or slightly out. ' +
      'Lower your chest between your hands under control and press back to straight arms. Stop short of ' +
      'the floor if your shoulders feel pinched at the bottom.',
  },
  {
    id: 'pike-push-ups',
    name: 'Pike Push-ups',
    aliases: ['Pike Press-ups'],
    primaryMuscles: ['Shoulders'],
    secondaryMuscles: ['Triceps', 'Traps', 'Chest'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Calisthenics', 'Home Workouts', 'CrossFit'],
    howTo:
      'Start in a push-up position, then walk your feet in and lift your hips high so your body forms an ' +
      'upside-down V. Bend the elbows to lower the top of your head toward a spot just in front of your ' +
      'hands. Press back up through the shoulders, keeping your hips stacked high the whole time.',
  },
  {
    id: 'archer-push-ups',
    name: 'Archer Push-ups',
    aliases: ['Archer Press-ups'],
    primaryMuscles: ['Chest'],
    secondaryMuscles: ['Triceps', 'Shoulders', 'Abs'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Advanced',
    unilateral: true,
    interests: ['Calisthenics', 'Home Workouts'],
    howTo:
      'Set your hands very wide in a push-up position. Shift your weight toward one hand and bend that arm ' +
      'while the other arm stays straight and slides out to the side. Press back to the middle and repeat ' +
      'toward the other side, keeping the hips level throughout.',
  },
  {
    id: 'hindu-push-ups',
    name: 'Hindu Push-ups',
    aliases: ['Dand', 'Dive Bomber Push-ups'],
    primaryMuscles: ['Chest', 'Shoulders'],
    secondaryMuscles: ['Triceps', 'Lower Back', 'Hamstrings'],
    equipment: [],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Martial Arts', 'Calisthenics', 'Yoga', 'Home Workouts'],
    howTo:
      'Begin with hips high and arms straight, as in a downward dog. Bend the elbows and swoop your chest ' +
      'forward close to the floor, then straighten the arms to arch up with hips low. Push the hips back ' +
      'up to the start and repeat in a smooth, flowing arc.',
  },
  {
    id: 'plank-up-downs',
    name: 'Plank Up-Downs',
    aliases: ['Up-Down Plank', 'Plank to Push-up', 'Walking Plank'],
    primaryMuscles: ['Abs', 'Triceps'],
    secondaryMuscles: ['Shoulders', 'Chest', 'Obliques'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Home Workouts', 'Functional Training', 'CrossFit', 'HIIT'],
    howTo:
      'Start in a forearm plank with your feet a little apart. Place one hand and then the other under ' +
      'your shoulders to rise into a high plank, then lower back to the forearms one at a time. Switch the ' +
      'leading arm every rep and resist the urge to rock the hips from side to side.',
  },
  {
    id: 'shoulder-taps',
    name: 'Shoulder Taps',
    aliases: ['Plank Shoulder Taps'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Shoulders', 'Obliques', 'Triceps'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Functional Training', 'Calisthenics', 'HIIT'],
    howTo:
      'Hold a high plank with your feet slightly wider than hip width. Lift one hand to touch the opposite ' +
      'shoulder, place it back down, then repeat with the other hand. Squeeze your glutes and stomach so ' +
      'your hips stay still instead of swaying.',
  },

  // Floor core work.
  {
    id: 'plank',
    name: 'Plank',
    aliases: ['Forearm Plank', 'Front Plank'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Obliques', 'Shoulders', 'Glutes'],
    equipment: [],
    category: 'core',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Pilates', 'Yoga', 'Calisthenics', 'Functional Training'],
    howTo:
      'Rest on your forearms with elbows under your shoulders and legs stretched back onto your toes. ' +
      'Brace your stomach and squeeze your glutes so your body makes a straight line from head to heels. ' +
      'Breathe steadily and stop the set when your hips begin to drop.',
  },
  {
    id: 'side-plank',
    name: 'Side Plank',
    aliases: ['Side Forearm Plank'],
    primaryMuscles: ['Obliques'],
    secondaryMuscles: ['Abs', 'Shoulders', 'Glutes'],
    equipment: [],
    category: 'core',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Pilates', 'Yoga', 'Functional Training'],
    howTo:
      'Lie on one side with your elbow under your shoulder and your feet stacked. Lift your hips until ' +
      'your body is straight from head to feet and hold, then switch sides. Drop the bottom knee to the ' +
      'floor if you need an easier version.',
  },
  {
    id: 'bird-dogs',
    name: 'Bird Dogs',
    aliases: ['Bird Dog'],
    primaryMuscles: ['Lower Back', 'Abs'],
    secondaryMuscles: ['Glutes', 'Shoulders'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Pilates', 'Yoga', 'Home Workouts', 'Functional Training'],
    howTo:
      'Kneel on all fours with hands under shoulders and knees under hips. Reach one arm forward and the ' +
      'opposite leg back until both are level with your torso, pause, and return. Keep your back flat and ' +
      'your hips square, as if balancing a glass of water on it.',
  },
  {
    id: 'supermans',
    name: 'Supermans',
    aliases: ['Superman', 'Superman Hold'],
    primaryMuscles: ['Lower Back'],
    secondaryMuscles: ['Glutes', 'Upper Back', 'Hamstrings'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Pilates', 'Swimming'],
    howTo:
      'Lie face down with your arms stretched out in front and legs long. Lift your arms, chest and legs a ' +
      'few inches off the floor at the same time and hold for a breath. Lower slowly and keep your gaze on ' +
      'the floor so your neck stays long.',
  },
  {
    id: 'dead-bugs',
    name: 'Dead Bugs',
    aliases: ['Dead Bug'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Hip Flexors', 'Obliques'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Pilates', 'Home Workouts', 'Functional Training'],
    howTo:
      'Lie on your back with arms pointing at the ceiling and knees bent at right angles above your hips. ' +
      'Slowly lower one arm overhead and the opposite leg toward the floor, then bring them back and ' +
      'switch. Press your lower back into the floor throughout and only go as low as you can keep it ' +
      'there.',
  },
  {
    id: 'hollow-body-hold',
    name: 'Hollow Body Hold',
    aliases: ['Hollow Hold', 'Hollow Body'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Hip Flexors', 'Obliques'],
    equipment: [],
    category: 'core',
    measure: 'time',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Calisthenics', 'CrossFit', 'Pilates', 'Home Workouts'],
    howTo:
      'Lie on your back, reach your arms overhead and lift your shoulders and straight legs off the floor. ' +
      'Flatten your lower back against the floor so your body forms a shallow banana shape, and hold. Bend ' +
      'the knees or bring the arms to your sides to make it easier.',
  },
  {
    id: 'crunches',
    name: 'Crunches',
    aliases: ['Crunch', 'Abdominal Crunches'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Obliques'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Boxing', 'Functional Training'],
    howTo:
      'Lie on your back with knees bent, feet flat and fingertips lightly behind your ears. Curl your ' +
      'shoulders off the floor by tightening your stomach, pause, then lower with control. Keep a gap ' +
      'between chin and chest and avoid pulling on your head.',
  },
  {
    id: 'bicycle-crunches',
    name: 'Bicycle Crunches',
    aliases: ['Bicycle Crunch'],
    primaryMuscles: ['Obliques', 'Abs'],
    secondaryMuscles: ['Hip Flexors'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Boxing', 'Martial Arts', 'HIIT'],
    howTo:
      'Lie on your back with hands behind your head and lift your shoulders and feet off the floor. Bring ' +
      'one knee in while rotating the opposite elbow toward it and straighten the other leg, then switch ' +
      'in a pedalling rhythm. Turn from the ribs rather than yanking on your neck, and move slowly enough ' +
      'to feel each twist.',
  },
  {
    id: 'reverse-crunches',
    name: 'Reverse Crunches',
    aliases: ['Reverse Crunch'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Hip Flexors', 'Obliques'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Calisthenics', 'Pilates'],
    howTo:
      'Lie on your back with arms by your sides and knees bent at right angles above your hips. Curl your ' +
      'hips off the floor and draw your knees toward your chest, then lower the hips slowly. Let the ' +
      'stomach do the lifting rather than swinging the legs.',
  },
  {
    id: 'sit-ups',
    name: 'Sit-ups',
    aliases: ['Sit-up'],
    primaryMuscles: ['Abs', 'Hip Flexors'],
    secondaryMuscles: ['Obliques'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Martial Arts', 'Boxing', 'CrossFit'],
    howTo:
      'Lie on your back with knees bent and feet flat, arms crossed on your chest or reaching forward. ' +
      'Curl up one segment of the spine at a time until your chest is near your thighs, then roll back ' +
      'down with control. Anchor your feet under something sturdy only if they keep lifting.',
  },
  {
    id: 'leg-raises',
    name: 'Leg Raises',
    aliases: ['Lying Leg Raises', 'Floor Leg Raises'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Hip Flexors'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Calisthenics', 'Pilates'],
    howTo:
      'Lie on your back with legs straight and hands flat beside you or under your hips. Lift your legs ' +
      'together until they point at the ceiling, then lower them slowly toward the floor. Stop lowering ' +
      'before your lower back starts to arch away from the floor.',
  },
  {
    id: 'flutter-kicks',
    name: 'Flutter Kicks',
    aliases: ['Flutter Kick'],
    primaryMuscles: ['Abs', 'Hip Flexors'],
    secondaryMuscles: ['Quadriceps'],
    equipment: [],
    category: 'core',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Swimming', 'Martial Arts'],
    howTo:
      'Lie on your back with legs straight and lift both heels a few inches off the floor. Kick the legs ' +
      'up and down in small, quick alternating movements, like swimming freestyle. Keep your lower back ' +
      'pressed down, raising the legs higher if it starts to lift.',
  },
  {
    id: 'heel-taps',
    name: 'Heel Taps',
    aliases: ['Heel Touches', 'Alternating Heel Touches'],
    primaryMuscles: ['Obliques'],
    secondaryMuscles: ['Abs'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Home Workouts', 'Boxing'],
    howTo:
      'Lie on your back with knees bent, feet flat and arms by your sides, then lift your shoulders ' +
      'slightly. Side-bend to touch one heel with the same hand, return to centre and reach for the other ' +
      'heel. Keep your shoulders off the floor for the whole set.',
  },
  {
    id: 'russian-twists',
    name: 'Russian Twists',
    aliases: ['Russian Twist'],
    primaryMuscles: ['Obliques'],
    secondaryMuscles: ['Abs', 'Hip Flexors'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Boxing', 'Martial Arts', 'CrossFit'],
    howTo:
      'Sit with knees bent, lean back slightly with a long spine and clasp your hands in front of your ' +
      'chest. Rotate your torso to bring your hands beside one hip, then turn through the middle to the ' +
      'other side. Lift your feet off the floor for a harder version, but keep the chest up rather than ' +
      'rounding.',
  },
  {
    id: 'v-ups',
    name: 'V-ups',
    aliases: ['V-up', 'Jackknife Sit-ups', 'Jackknives'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Hip Flexors', 'Obliques'],
    equipment: [],
    category: 'core',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Calisthenics', 'CrossFit', 'Home Workouts', 'Martial Arts'],
    howTo:
      'Lie flat with arms stretched overhead and legs long. In one movement, lift your straight legs and ' +
      'torso together to reach your hands toward your feet, balancing on your seat. Lower back down slowly ' +
      'without letting your limbs crash to the floor.',
  },
  {
    id: 'bear-crawl',
    name: 'Bear Crawl',
    aliases: ['Bear Crawls'],
    primaryMuscles: ['Shoulders', 'Abs'],
    secondaryMuscles: ['Quadriceps', 'Triceps', 'Hip Flexors'],
    equipment: [],
    category: 'strength',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Functional Training', 'CrossFit', 'Home Workouts', 'Martial Arts'],
    howTo:
      'Get on all fours with your knees hovering a couple of inches above the floor. Crawl forward by ' +
      'moving the opposite hand and foot together in small steps. Keep your back flat and hips low, as if ' +
      'a tray were resting on it.',
  },
  {
    id: 'inchworms',
    name: 'Inchworms',
    aliases: ['Inchworm', 'Walkouts'],
    primaryMuscles: ['Hamstrings', 'Shoulders'],
    secondaryMuscles: ['Abs', 'Chest', 'Calves'],
    equipment: [],
    category: 'mobility',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Home Workouts', 'Functional Training', 'Yoga', 'Running'],
    howTo:
      'Stand tall, hinge at the hips and place your hands on the floor in front of your feet, bending the ' +
      'knees only as much as you need. Walk your hands forward until you reach a high plank, then walk ' +
      'them back toward your feet and stand up. Move slowly and feel the stretch along the backs of your ' +
      'legs.',
  },

  // Mat, Pilates and yoga work.
  {
    id: 'mat-roll-ups',
    name: 'Mat Roll-ups',
    aliases: ['Pilates Roll-ups (mat)', 'Pilates Roll-up'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Hip Flexors', 'Hamstrings'],
    equipment: ['Yoga Mat'],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Pilates', 'Yoga', 'Home Workouts'],
    howTo:
      'Lie on the mat with legs long and arms reaching overhead. Bring the arms forward and peel your ' +
      'spine off the mat one vertebra at a time, reaching toward your toes. Roll back down just as slowly, ' +
      'using your stomach rather than momentum.',
  },
  {
    id: 'pilates-hundred',
    name: 'Pilates Hundred',
    aliases: ['The Hundred', 'Hundreds'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Hip Flexors', 'Shoulders'],
    equipment: ['Yoga Mat'],
    category: 'core',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Pilates', 'Home Workouts'],
    howTo:
      'Lie on the mat, curl your head and shoulders up and lift your legs to tabletop or extend them at an ' +
      'angle. Pump your straight arms up and down in small beats beside your hips, breathing in for five ' +
      'pumps and out for five. Continue for ten full breaths while your lower back stays heavy on the mat.',
  },
  {
    id: 'pilates-single-leg-stretch',
    name: 'Pilates Single-Leg Stretch',
    aliases: ['Single-Leg Stretch'],
    primaryMuscles: ['Abs'],
    secondaryMuscles: ['Hip Flexors', 'Obliques'],
    equipment: ['Yoga Mat'],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Pilates', 'Home Workouts'],
    howTo:
      'Lie on the mat with head and shoulders curled up and one knee pulled toward your chest while the ' +
      'other leg extends long. Switch legs smoothly, drawing the other knee in as the first leg reaches ' +
      'out. Keep your upper body still and lifted so the work stays in your stomach.',
  },
  {
    id: 'cat-cow',
    name: 'Cat-Cow',
    aliases: ['Cat Cow Stretch', 'Cat-Camel'],
    primaryMuscles: ['Lower Back'],
    secondaryMuscles: ['Upper Back', 'Abs'],
    equipment: ['Yoga Mat'],
    category: 'mobility',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Yoga', 'Pilates', 'Home Workouts'],
    howTo:
      'Kneel on the mat on all fours with wrists under shoulders and knees under hips. Breathe in as you ' +
      'let your belly sink and lift your chest and tailbone, then breathe out as you round your back ' +
      'toward the ceiling. Move slowly between the two shapes and let the breath set the pace.',
  },
  {
    id: 'downward-dog',
    name: 'Downward Dog',
    aliases: ['Downward-Facing Dog', 'Down Dog'],
    primaryMuscles: ['Hamstrings', 'Calves'],
    secondaryMuscles: ['Shoulders', 'Lats'],
    equipment: ['Yoga Mat'],
    category: 'mobility',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Yoga', 'Home Workouts', 'Running'],
    howTo:
      'From all fours on the mat, tuck your toes and lift your hips up and back into an upside-down V. ' +
      'Press the floor away with spread fingers and let your heels sink toward the mat. Bend the knees as ' +
      'much as needed to keep your back long rather than rounded.',
  },
  {
    id: 'childs-pose',
    name: "Child's Pose",
    aliases: ['Child Pose', 'Balasana'],
    primaryMuscles: ['Lower Back', 'Lats'],
    secondaryMuscles: ['Glutes', 'Shoulders'],
    equipment: ['Yoga Mat'],
    category: 'mobility',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Yoga', 'Pilates', 'Home Workouts'],
    howTo:
      'Kneel on the mat with big toes touching and knees apart, then sit your hips back toward your heels. ' +
      'Walk your hands forward and rest your forehead on the mat, letting your chest sink between your ' +
      'thighs. Breathe slowly into your back and relax your shoulders.',
  },
  {
    id: 'cobra-stretch',
    name: 'Cobra Stretch',
    aliases: ['Cobra Pose', 'Bhujangasana'],
    primaryMuscles: ['Lower Back'],
    secondaryMuscles: ['Abs', 'Chest', 'Hip Flexors'],
    equipment: ['Yoga Mat'],
    category: 'mobility',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Yoga', 'Pilates', 'Home Workouts'],
    howTo:
      'Lie face down on the mat with your hands beside your lower ribs and the tops of your feet flat. ' +
      'Press gently through your hands to lift your chest while your hips stay on the mat. Keep the elbows ' +
      'slightly bent and the shoulders down away from your ears.',
  },
  {
    id: 'thread-the-needle',
    name: 'Thread the Needle',
    aliases: ['Thread the Needle Stretch'],
    primaryMuscles: ['Upper Back'],
    secondaryMuscles: ['Rear Delts', 'Obliques'],
    equipment: ['Yoga Mat'],
    category: 'mobility',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Yoga', 'Home Workouts', 'Swimming'],
    howTo:
      'Start on all fours on the mat and reach one arm up toward the ceiling, opening your chest. Sweep ' +
      'the same arm down and slide it under your body until that shoulder and the side of your head rest ' +
      'on the mat. Pause to breathe, then unwind and repeat before changing sides.',
  },
  {
    id: 'worlds-greatest-stretch',
    name: "World's Greatest Stretch",
    aliases: ['Worlds Greatest Stretch'],
    primaryMuscles: ['Hip Flexors', 'Hamstrings'],
    secondaryMuscles: ['Glutes', 'Upper Back', 'Obliques'],
    equipment: [],
    category: 'mobility',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: true,
    interests: ['Functional Training', 'Running', 'Home Workouts', 'CrossFit'],
    howTo:
      'Step into a long lunge and place both hands on the floor inside your front foot. Drop your inside ' +
      'elbow toward the front ankle, then rotate and reach that arm up to the ceiling. Return the hand, ' +
      'straighten the front leg to stretch the hamstring, and switch sides after your reps.',
  },

  // Pull-up bar.
  {
    id: 'pull-ups',
    name: 'Pull-ups',
    aliases: ['Overhand Pull-ups'],
    primaryMuscles: ['Lats'],
    secondaryMuscles: ['Biceps', 'Upper Back', 'Rear Delts', 'Forearms'],
    equipment: ['Pull-Up Bar'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Calisthenics', 'CrossFit', 'Home Workouts', 'Swimming', 'Functional Training'],
    howTo:
      'Hang from the bar with an overhand grip a little wider than your shoulders. Pull your shoulder ' +
      'blades down, then drive your elbows toward your ribs until your chin clears the bar. Lower yourself ' +
      'all the way to straight arms without swinging.',
  },
  {
    id: 'chin-ups',
    name: 'Chin-ups',
    aliases: ['Underhand Pull-ups'],
    primaryMuscles: ['Lats', 'Biceps'],
    secondaryMuscles: ['Upper Back', 'Forearms'],
    equipment: ['Pull-Up Bar'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Calisthenics', 'CrossFit', 'Home Workouts', 'Functional Training'],
    howTo:
      'Grip the bar with palms facing you, hands about shoulder width apart. Pull your chest toward the ' +
      'bar, leading with the elbows, until your chin passes over it. Lower slowly to a full hang and keep ' +
      'your legs quiet rather than kicking.',
  },
  {
    id: 'negative-pull-ups',
    name: 'Negative Pull-ups',
    aliases: ['Eccentric Pull-ups', 'Pull-up Negatives'],
    primaryMuscles: ['Lats'],
    secondaryMuscles: ['Biceps', 'Upper Back', 'Forearms'],
    equipment: ['Pull-Up Bar'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Calisthenics', 'Home Workouts'],
    howTo:
      'Jump or step up so your chin is already above the bar with a firm grip. Lower yourself as slowly as ' +
      'you can, aiming for several seconds, until your arms are fully straight. Reset at the top each rep ' +
      'instead of pulling back up.',
  },
  {
    id: 'scapular-pull-ups',
    name: 'Scapular Pull-ups',
    aliases: ['Scap Pull-ups'],
    primaryMuscles: ['Upper Back', 'Traps'],
    secondaryMuscles: ['Lats', 'Forearms'],
    equipment: ['Pull-Up Bar'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Calisthenics', 'Swimming', 'Home Workouts'],
    howTo:
      'Hang from the bar with straight arms and an overhand grip. Without bending the elbows, pull your ' +
      'shoulder blades down and back so your body rises slightly. Let them glide back up under control to ' +
      'a relaxed hang and repeat.',
  },
  {
    id: 'dead-hang',
    name: 'Dead Hang',
    aliases: ['Passive Hang', 'Bar Hang'],
    primaryMuscles: ['Forearms'],
    secondaryMuscles: ['Lats', 'Shoulders'],
    equipment: ['Pull-Up Bar'],
    category: 'strength',
    measure: 'time',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Calisthenics', 'Home Workouts', 'Functional Training'],
    howTo:
      'Grab the bar with an overhand grip and lift your feet so you hang with straight arms. Breathe and ' +
      'let your shoulders and spine lengthen while holding on tight. Step down before your grip fails ' +
      'rather than dropping.',
  },
  {
    id: 'hanging-knee-raises',
    name: 'Hanging Knee Raises',
    aliases: ['Hanging Knee Tucks'],
    primaryMuscles: ['Abs', 'Hip Flexors'],
    secondaryMuscles: ['Obliques', 'Forearms'],
    equipment: ['Pull-Up Bar'],
    category: 'core',
    measure: 'reps',
    difficulty: 'Beginner',
    unilateral: false,
    interests: ['Calisthenics', 'CrossFit', 'Home Workouts'],
    howTo:
      'Hang from the bar with straight arms and shoulders engaged. Draw your knees up toward your chest, ' +
      'curling the pelvis slightly at the top. Lower the legs slowly and stop any swing before the next ' +
      'rep.',
  },
  {
    id: 'hanging-leg-raises',
    name: 'Hanging Leg Raises',
    aliases: ['Hanging Straight Leg Raises'],
    primaryMuscles: ['Abs', 'Hip Flexors'],
    secondaryMuscles: ['Obliques', 'Forearms', 'Lats'],
    equipment: ['Pull-Up Bar'],
    category: 'core',
    measure: 'reps',
    difficulty: 'Intermediate',
    unilateral: false,
    interests: ['Calisthenics', 'CrossFit', 'Home Workouts'],
    howTo:
      'Hang from the bar with a shoulder-width grip and legs together. Keeping the legs straight, raise ' +
      'them in front of you until they reach at least hip height. Lower them under control so your body ' +
      'does not swing.',
  },
  {
    id: 'toes-to-bar',
    name: 'Toes-to-Bar',
    aliases: ['T2B'],
    primaryMuscles: ['Abs', 'Hip Flexors'],
    secondaryMuscles: ['Lats', 'Forearms', 'Obliques'],
    equipment: ['Pull-Up Bar'],
    category: 'core',
    measure: 'reps',
    difficulty: 'Advanced',
    unilateral: false,
    interests: ['CrossFit', 'Calisthenics'],
    howTo:
      'Hang from the bar and press it slightly down with straight arms to engage your lats. Swing your ' +
      'legs up and curl your hips until your toes touch the bar between your hands. Control the descent ' +
      'and keep your grip tight for the next rep.',
  },
  {
    id: 'muscle-ups',
    name: 'Muscle-ups',
    aliases: ['Bar Muscle-ups'],
    primaryMuscles: ['Lats', 'Triceps'],
    secondaryMuscles: ['Chest', 'Biceps', 'Shoulders', 'Forearms', 'Abs'],
    equipment: ['Pull-Up Bar'],
    category: 'strength',
    measure: 'reps',
    difficulty: 'Advanced',
    unilateral: false,
    interests: ['Calisthenics', 'CrossFit'],
    howTo:
      'Hang with a false or overhand grip and pull explosively, driving the bar toward your hips. As your ' +
      'chest passes the bar, lean forward and roll your wrists over it. Press up to straight arms above ' +
      'the bar, then lower back to a hang with control.',
  },
];
