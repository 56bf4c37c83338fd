import { dateFormatter, joinWith, plural, type Phrasebook } from '../phrasebook.ts';

// 'my handwriting' is said back as 'your handwriting'.
const their = (s: { object: string }, fallback: string) => s.object.replace(/^(?:my|our)\s/i, 'your ') || fallback;

/** A relative deadline as written, when it was written on an earlier day. */
const said = (w: { words?: string }) => (w.words ? `, "${w.words}" when you wrote it` : '');

export const en: Phrasebook = {
  locale: 'en-US',
  by: (when) => `by ${when}`,
  plan: {
    oneOff: (s) => [` by ${s.when}`, `, done by ${s.when}`, ` — by ${s.when} at the latest`],
    habit: (s) => [
      ` — ${s.times} times a week for the next two weeks`,
      ` — on ${s.times} days a week, starting ${s.when}`,
      `: ${s.times} days out of 7, tracked on a calendar for two weeks`,
    ],
    habitNightly: (s) => [
      ` — every night for the next two weeks, starting ${s.when}`,
      `: every night for two weeks, ticked off each morning`,
      ` — nightly, a two-week trial from ${s.when}`,
    ],
    habitDaily: (s) => [
      ` — every day for the next two weeks, starting ${s.when}`,
      `: every day for two weeks, ticked off on a calendar`,
      ` — daily, a two-week trial from ${s.when}`,
    ],
    habitDays: (s) => [
      ` — ${s.times === 1 ? 'once' : `${s.times} days`} a week (${s.frequency}) for two weeks, the first one ${s.when}`,
      `: ${s.frequency}, ${s.times === 1 ? 'once' : `${s.times} times`} a week, starting ${s.when}`,
    ],
    habitKept: (s) => [
      ` — for the next 14 days, ticked off on a calendar`,
      `, for two weeks to start, with a tick each time`,
      ` — a two-week trial starting ${s.when}`,
    ],
    outing: (s) => [
      ` — one outing of an hour or more a week, the first by ${s.when}`,
      `: an outing a week, long enough to get out and back (an hour or more), starting ${s.when}`,
    ],
    health: (s) => [
      ` — ${s.times} sessions of ${s.minutes} minutes a week, the first by ${s.when}`,
      `: ${s.times} × ${s.minutes} minutes this week, first session ${s.when}`,
      ` — ${s.minutes}-minute sessions, ${s.times} times a week, starting ${s.when}`,
    ],
    quit: (s) => [
      ` — quit day set by ${s.when}, then count the days without it for two weeks`,
      `: a quit day no later than ${s.when}, then 14 days without it, each one ticked off`,
      ` — pick the day you stop (${s.when} at the latest) and count the days without it for two weeks`,
    ],
    quitKept: () => [` — count the days without it, ticked off on a calendar`, `, with each day without it ticked off`],
    cutDown: () => [
      ` — a limit set beforehand (how much, which days) and each time counted, for two weeks`,
      `: a limit decided in advance, counted and noted for 14 days`,
    ],
    skill: (s) => [
      ` — ${s.times} practice sessions of ${s.minutes} minutes by ${s.when}`,
      `: ${s.times} sessions of ${s.minutes} minutes of practice before ${s.when}`,
      ` — practise ${s.times} times for ${s.minutes} minutes by ${s.when}`,
    ],
    skillWeekly: (s) => [
      ` — practise ${s.times} times a week, ${s.minutes} minutes each, until ${s.when}`,
      `: ${s.times} practice sessions of ${s.minutes} minutes every week until ${s.when}`,
    ],
    skillLessons: (s) => [
      ` — a first lesson booked by ${s.when}, then one or two lessons a week`,
      `: an instructor chosen and the first lesson booked by ${s.when}, then a lesson every week`,
    ],
    skillCourse: (s) => [
      ` — course booked and the test date in your calendar by ${s.when}`,
      `: the course and its test booked by ${s.when}, the notes read before day one`,
    ],
    skillExpert: (s) => [
      ` — skip the basics: ${s.times} sessions of ${s.minutes} minutes by ${s.when}, building one small real thing`,
      `, the fast way for a professional: one real mini-project in ${s.times} sessions by ${s.when}`,
    ],
    project: (s) => [
      ` — first milestone by ${s.when}: the outline and the first piece done`,
      `. Milestone for ${s.when}: a rough first version you could show one person`,
      ` — by ${s.when}, a one-page plan and the first part finished`,
    ],
    projectTrip: (s) => [
      ` — by ${s.when}: dates and who is coming agreed, and the travel booked`,
      ` — first milestone by ${s.when}: where, when and who, written down and the first booking made`,
      `. By ${s.when}: the dates fixed and a place to stay booked`,
    ],
    projectEvent: (s) => [
      ` — by ${s.when}: date, place and guest list fixed`,
      ` — first milestone by ${s.when}: the guests invited and the venue or menu settled`,
      `. By ${s.when}: invitations out and the main thing booked`,
    ],
    projectStall: (s) => [
      ` — by ${s.when}: the pitch or the date confirmed, the stock counted and priced, and a float of change ready`,
      ` — first milestone by ${s.when}: the table, what you sell and who covers which hour settled`,
      `. By ${s.when}: stock made or gathered, prices on labels, and the hours on the stall shared out`,
    ],
    projectMove: (s) => [
      ` — by ${s.when}: moving date set and a van or movers booked`,
      ` — first milestone by ${s.when}: one room packed and the address changes listed`,
      `. By ${s.when}: the moving date fixed and boxes in`,
    ],
    projectWorks: (s) => [
      ` — first milestone by ${s.when}: the room measured, the list of works written and two quotes asked for`,
      ` — by ${s.when}: the works listed in order and the budget set with some spare`,
      `. By ${s.when}: measurements, photos and a list of works ready for the trades to quote on`,
    ],
    projectPaint: (s) => [
      ` — by ${s.when}: the colour chosen, the paint, tape, rollers and dust sheets bought, and which walls come first`,
      ` — first milestone by ${s.when}: furniture moved, the floor covered, the edges taped and the first coat on one wall`,
      `. By ${s.when}: the walls measured, the paint and kit at home, and the day for the first coat in the calendar`,
    ],
    projectExpert: (s) => [
      ` — booked in like a customer’s job: spec and materials by ${s.when}, then done, tested and signed off`,
      ` — by ${s.when}: materials ordered and a day in your diary for it, as for a paying job`,
    ],
    projectWork: (s) => [
      ` by ${s.when}, with the agenda or draft ready the day before`,
      `, done by ${s.when}: prepared, held and followed up`,
      ` — ready by ${s.when}, prep finished a day early`,
    ],
    relationship: (s) => [
      ` — put a date in both calendars by ${s.when}`,
      `: one concrete plan with ${s.person || 'them'}, agreed by ${s.when}`,
      ` — reach out and fix a day by ${s.when}`,
    ],
    money: (s) => [
      ` — write down the exact amount and the date, and set it up by ${s.when}`,
      `: one number to hit and one date to check it, decided by ${s.when}`,
      ` — an amount per payday, automatic from ${s.when}`,
    ],
    moneyWait: (s) => [
      ` — anything not on your list waits 48 hours in the basket, starting ${s.when}, with what you skipped counted each Sunday`,
      `: a 48-hour wait before any unplanned buy from ${s.when}, and the money you kept checked every Sunday for a month`,
    ],
    moneyKept: (s) => [
      ` — split into equal amounts per payday, the first moved by ${s.when}`,
      `, with an automatic transfer set up by ${s.when}`,
      ` — checked every Sunday, first transfer by ${s.when}`,
    ],
    feelings: () => [
      ` — each evening this week, write down one thing that went well`,
      ` — three slow breaths and a 5-minute pause outside, once a day for 7 days`,
      ` — one small kind thing for yourself each day this week, noted in one line`,
    ],
    feelingsOwn: () => [
      ` — one small step this week, at your own pace, and a line afterwards on how you feel`,
      ` — one small step at a time this week, each followed by a short note on how it went`,
      ` — a small step this week, when you can, and a line afterwards on what helped`,
    ],
  },
  step: {
    call: (s) => [
      `save ${s.person || 'the number'} where you can tap it and write the one thing you want to say`,
      `pick a time when neither of you is rushed and put it in your calendar`,
    ],
    appointment: () => [
      `find the booking page or the phone number and note two times that suit you`,
      `call when they open, with your calendar open and two free slots in mind`,
    ],
    travel: (s) => [
      `compare two options for ${their(s, 'your dates')} and hold the better one`,
      `check your dates, set a price limit, and open the booking site`,
    ],
    home: (s) => [
      `put what you need for ${their(s, 'it')} where you will see it tomorrow morning`,
      `set a 15-minute timer and start on ${their(s, 'it')}`,
    ],
    admin: (s) => [
      `gather what ${their(s, 'it')} needs (documents, address, login) in one place`,
      `find the form, address or link for ${their(s, 'it')} and keep it open`,
    ],
    habit: () => [
      `tie it to something you already do every day, right after it`,
      `set a daily reminder at the time you are most likely to do it`,
    ],
    exercise: () => [
      `put the first session in your calendar and lay out your kit tonight`,
      `choose a 20-minute routine and do the first one today`,
    ],
    outing: () => [
      `pick a route of an hour or two near you and check how you get to the start and back`,
      `choose a day this week with a dry forecast and put the outing in your calendar`,
    ],
    seated: () => [
      `pick a 15-minute seated routine (arm circles, band rows, seated twists) and do it today`,
      `put a resistance band by your desk and do one seated set of 10 rows today`,
    ],
    legsCore: (s) => [
      `walk briskly or ride an exercise bike for 20 minutes today, with nothing that loads your ${s.fact}`,
      `do 15 minutes of lower-body work today (squats to a chair, lunges, glute bridges) with no weight in your hands`,
    ],
    lowImpact: (s) => [
      `book a swim or a bike session that spares your ${s.fact}`,
      `do 15 minutes of low-impact movement today that keeps weight off your ${s.fact}`,
    ],
    guided: () => [
      `ask your local parkrun, a club or a sight-loss sports group for a sighted guide or buddy, and fix a first session together`,
      `book a session with a guide or buddy this week (a treadmill, a track, a lane at the pool) and agree the calls you will use`,
    ],
    paced: () => [
      `walk or swim gently for 10 minutes in the cool of the morning, sit down for a rest halfway, and stop before you are tired`,
      `do 10 minutes of seated stretches and slow leg lifts, with a pause after each, at the time of day you have most energy`,
    ],
    postnatal: () => [
      `ask your GP or midwife at the postnatal check whether you are cleared, then take a 20-minute walk with the pram today`,
      `do 10 minutes of pelvic floor exercises and gentle breathing today, then a short walk with the pram`,
    ],
    prenatal: () => [
      `ask your midwife or doctor which activity suits you now, then take a 20-minute walk today`,
      `do 15 minutes of gentle movement for pregnancy today: a walk, a swim or prenatal yoga`,
    ],
    food: (s) => [
      s.fact
        ? `write three ${s.fact} dinners you like and buy what they need`
        : `write three dinners you like and buy what they need`,
      s.fact
        ? `cook one ${s.fact} meal tonight and make enough for tomorrow`
        : `cook one simple meal tonight and make enough for tomorrow`,
    ],
    sleep: () => [
      `set an alarm 30 minutes before your bedtime as the cue to wind down`,
      `charge your phone outside the bedroom tonight`,
    ],
    drink: () => [`fill a bottle now and keep it in sight`, `have a glass of water with every meal today`],
    quit: () => [
      `write down when the urge usually comes and what you will do instead`,
      `remove what makes it easy from your home or your phone today`,
    ],
    reading: (s) => [
      `put ${their(s, 'the book')} where you sit in the evening and read 10 pages today`,
      `read for 15 minutes before bed tonight, phone in another room`,
    ],
    writing: () => [
      `write a 5-bullet outline before you open anything else`,
      `write 200 rough words today, no editing`,
    ],
    learn: (s) => [
      `watch one short beginner tutorial on ${their(s, 'it')}, then practise the first thing it shows 10 times today, slowly`,
      `practise ${their(s, 'it')} for 20 minutes today: 10 slow tries at the part you find hardest, then note what went wrong`,
    ],
    expert: (s) => [
      `pick one small real task and do it in ${their(s, 'it')}, using the docs only where you get stuck`,
      `port something you already built to ${their(s, 'it')} and note what is different`,
    ],
    project: (s) => [
      `write on one line what "done" looks like for ${their(s, 'it')}`,
      `list the three parts of ${their(s, 'it')} and start the smallest today`,
    ],
    work: (s) => [
      `write the agenda for ${their(s, 'it')} in three bullets and send it`,
      `block 30 minutes in your calendar to prepare ${their(s, 'it')}`,
    ],
    move: () => [
      `list the three decisions that have to come first (date, budget, place) and settle one today`,
      `write down every paper and contact the move needs in one note`,
    ],
    relationship: (s) => [
      `send ${s.person || 'them'} a message today suggesting two possible days`,
      `look at your calendar, pick a free day and ask ${s.person || 'them'} today`,
    ],
    money: () => [
      `open your banking app and write down what came in and went out this month`,
      `set up the automatic transfer or payment today`,
    ],
    clarify: () => [
      `write one sentence saying what "done" would look like`,
      `add the one detail that is missing: what, and by when`,
    ],
    feelings: () => [
      `tonight, write one line about something that went well today`,
      `take a 5-minute pause outside or by a window before your next task`,
    ],
  },
  reason: {
    kind: {
      errand: [
        'This is a one-off errand: it needs a date and a first step, not sessions.',
        'A single errand is done when it is done, so it gets a near date and one first step.',
      ],
      call: [
        'This is a call: it takes minutes, so it needs a time, not a plan.',
        'A call is a one-off; the hard part is picking the moment, so it gets a date.',
      ],
      appointment: [
        'This is an appointment to book: one short call or form, so it gets a date and a first step.',
        'Booking an appointment is a quick task; a near date stops it drifting.',
      ],
      habit: [
        'This is a habit: it lives on a rhythm, so it gets a frequency and a short trial, not a deadline.',
        'A habit is built by repeating it, so the plan is how often, for two weeks.',
      ],
      skill: [
        'This is a skill to learn: it grows with practice, so it gets a number of practice sessions.',
        'Skills come from repetitions, so I counted the practice sessions.',
      ],
      project: [
        'This is a project: it takes weeks, so it gets a first milestone you can see.',
        'A project this size needs a visible milestone, or it stays a wish.',
      ],
      relationship: [
        'This is about a person: the plan is one concrete moment together, agreed on a date.',
        'Relationships move with concrete plans, so this gets a date you both agree.',
      ],
      health: [
        'This is about your body: it gets a frequency and a length you can keep.',
        'For health the rhythm matters more than the effort, so it gets sessions per week.',
      ],
      money: [
        'This is a money goal: it needs an amount and a date to check it.',
        'Money goals work when the amount and the date are written down.',
      ],
      feelings: [
        'This is about how you feel: no deadline will fix that, but a small, kind action repeated for a week can help.',
        'Feelings do not move on a deadline; one small daily action does more.',
      ],
      unclear: ['I could not tell what this goal is about.'],
    },
    quit: [
      'Stopping something goes better with a day to stop on and days to count, so it gets a quit day and a tally.',
      'A habit to drop is not a workout: it gets a quit day and a count of the days without it.',
    ],
    quitOnDays: [
      'You are stopping it on the days you named, so there is no quit day: each of those days without it gets ticked off.',
    ],
    cutDown: [
      'You want less of it, not none: a limit decided beforehand and a count each time work better than a quit day.',
    ],
    outing: [
      'An outing needs time to get there, go round and get back, so it gets one a week of an hour or more, not short sessions.',
    ],
    thatDay: ['You named the day, so the plan is that one session on that day, not a weekly count.'],
    course: [
      'A licence or certificate is earned on a course and a test, so the plan is to book both, not to practise alone.',
      'This is won on a course with a test at the end: booking them is the step that moves it.',
    ],
    workTask: [
      'This is a work task with a clear end: it needs a date and its preparation, not a long plan.',
      'A task like this is done in one go once it is prepared, so it gets a date and a prep step.',
    ],
    keptDeadline: (d) => `I kept your deadline ("${d}").`,
    keptStart: (s, w) =>
      w
        ? `It starts when you said ("${s}"), not now: the plan's first date is ${w}.`
        : `It waits for what you said ("${s}"), so I added no date of my own.`,
    keptNumbers: (n) => `Your numbers (${n}) stay as you wrote them.`,
    keptRhythm: (r) => `I kept your rhythm ("${r}").`,
    keptTime: (t) => `I kept your time ("${t}") as the moment to do it each day.`,
    keptLimit: (t) => `I kept your time ("${t}") as the limit each night.`,
    keptTonight: (w) => `It starts when you said ("${w}"), and then keeps its rhythm.`,
    addedDeadline: (w) => `I added a deadline (${w}) because goals without one drift.`,
    splitTotal: (unit) => `I split your total over the ${unit}s left to your date, so each payday has its amount.`,
    addedStart: (w) => `I set a start (${w}) so the rhythm has a first day.`,
    fact: {
      stepFree: () =>
        'You told me you use a wheelchair, so the routes here are step-free, with a firm surface and an accessible start.',
      wheelchair: () => 'You told me you use a wheelchair, so everything here is done seated.',
      injury: (s) =>
        `You mentioned your ${s.fact}, so the plan is low-impact and spares ${/(?:s|ts)$/.test(s.fact) ? 'them' : 'it'}.`,
      diet: (s) => `You eat ${s.fact}, so the meals are ${s.fact}.`,
      onTheRoad: () =>
        'You spend nights away for work, so the plan is made for the road: food you take with you and stops you can count on.',
      nightShifts: () => 'You work shifts, so it is tied to when you wake up, not to the clock.',
      expert: (s) => `You already work in ${s.fact}, so the plan starts from what you already know.`,
      beginner: () => 'You said you are starting out, so the first step is small on purpose.',
      kids: () => 'With kids at home, the sessions are short enough to fit around them.',
      postpartum: () =>
        'You had a baby recently, so the plan starts gently (walks, pelvic floor) until your midwife or doctor clears more.',
      pregnant: () =>
        'You are pregnant, so the plan is gentle (a walk, a swim, prenatal yoga), cleared with your midwife or doctor.',
      allergy: (s) => `You mentioned an allergy (${s.fact}), so leave it out of everything here.`,
      budgetCap: (s) => `You said you can spend ${s.fact}, so the plan stays within it.`,
      budgetSave: (s) =>
        s.fact
          ? `You said ${s.fact} is what you can spare, so the amount stays within it and moves on payday, before it gets spent.`
          : 'Money is tight, so the amount starts small and moves on payday, before it gets spent.',
      farAway: (s) =>
        `You are not in the same place (${s.fact}), so check the time difference first and pick an hour that is daytime for you both.`,
      budget: () => 'Money is tight, so the plan uses only what is free or already at home.',
      sightLoss: () =>
        'You told me about your sight, so the plan starts with a sighted guide or buddy (parkrun, a club, a sight-loss sports group).',
      fatigue: (s) =>
        `You said you tire quickly${s.fact ? ` (${s.fact})` : ''}, so the sessions are short, with rests, at the cool and fresh time of your day.`,
      pregnantJob: () =>
        'You are pregnant, so ladders, heavy lifting and strong fumes are left out and someone else takes the heavy parts.',
      postpartumJob: () =>
        'You had a baby recently, so you take the light parts and hand the heavy ones over until you are cleared.',
      carer: () => 'You look after someone at home, so the sessions are short enough to fit around it.',
      asthma: () =>
        'You mentioned asthma, so each session starts with your reliever inhaler at hand and a slow warm-up, and moves indoors on cold or smoggy days.',
      kidsReading: () =>
        'With kids at home, reading goes where they leave room: an audiobook on the way, pages once they are asleep.',
      sightLossOut: () =>
        'You mentioned your sight, so it starts with a sighted guide or a group, and a place you already know.',
      diabetes: () =>
        'You mentioned diabetes, so each session starts with a sugar check and a fast snack (glucose tablets, juice) at hand in case of a hypo.',
      diabetesFood: () =>
        'You mentioned diabetes, so the meals keep carbs steady and at regular times, around your medication.',
      noLifting: () =>
        'You were told not to lift for now, so it is delivered or carried by someone else, and nothing heavy is left to you.',
      noCarAppointment: () => 'You do not drive, so the way there and back is planned by bus, train, a lift or a taxi.',
      allergyOut: () =>
        'Eating out is where an allergy is easiest to miss, so the kitchen hears about it before you book.',
      dietHosting: () =>
        'You are cooking for others, so each diet at the table gets its own dishes, named, and its own pans or part of the grill.',
      eatingOut: () => 'Eating out is where a diet is easiest to slip, so the kitchen is asked before you book.',
      glutenFreeBaking: () =>
        'You eat gluten-free, so the bake uses gluten-free flour and a kitchen clear of ordinary flour.',
      veganBaking: () => 'You eat vegan, so the bake swaps the milk, butter and eggs for plant ones.',
      dairyFreeBaking: () => 'You eat dairy-free, so the bake swaps the milk and butter for dairy-free ones.',
      noMicrowave: () => 'There is no microwave at work, so the lunches are good cold or kept hot in a flask.',
      noCar: () => 'You do not drive, so it is planned by bus, train, on foot or delivered.',
      noGarden: () => 'You have no garden, so it is grown in pots on a sill or balcony, or on an allotment.',
      adhd: () => 'You mentioned ADHD, so the work comes in short timed blocks with one next step you can see.',
      worksFromHome: () =>
        'You work from home, so the plan gives the day a set start and end and gets you out of the house.',
      nightSleep: () =>
        'You work nights, so this is about the sleep after a shift: dark, quiet and at the same time after each shift.',
    },
    unclear: [
      'I could not tell what this goal is about, so I did not invent a plan. What do you want to have done, and by when? For example: "call the bank about my card by Friday".',
      'I am not sure what you mean here, and a made-up plan would not help. What do you want to have done, and by which day?',
    ],
    tooLate: 'It is late where you are, so the first step can wait for tomorrow morning.',
  },
  nextMove: {
    header: (g) => `Next move: "${g}"`,
    now: (step, m) => `Now: ${step}. Give it ${m} focused minutes.`,
    why: (w) => {
      switch (w.key) {
        case 'overdue':
          return `it was due ${w.days === 1 ? 'yesterday' : `${w.days} days ago`} (${w.day}${said(w)})`;
        case 'dueToday':
          return `it is due today${w.words ? ` (${said(w).slice(2)})` : ''}`;
        case 'dueTomorrow':
          return `it is due tomorrow (${w.day}${said(w)})`;
        case 'dueIn':
          return `it is due in ${plural(w.days, 'day')} (${w.day}${said(w)})`;
        case 'stale':
          return `it has had no update for ${plural(w.days, 'day')}`;
        case 'neverUpdated':
          return `it has not moved since you set it ${plural(w.days, 'day')} ago`;
        case 'colour':
          return `it is ${en.colour[w.colour]}`;
        case 'vague':
          return 'it is still vague (Fortify it first)';
        case 'passed':
          return `you passed on ${plural(w.count, 'grind')} for it recently`;
      }
    },
    whyLabel: 'Why this one',
    after: (g, why) => `After that: "${g}" (${why}).`,
    stillVague: (n) =>
      `${n === 1 ? '1 goal is' : `${n} goals are`} still vague; use Fortify on them so they can be finished.`,
    tooMany: (n) => `You have ${n} open goals. Pick the 3 that matter this week and park the rest.`,
    chosenOver: (n, why) => `Chosen over ${plural(n, 'other goal')} because ${why}.`,
    onlyOne: (why) => `It is your only open goal, and ${why}.`,
    noGoals: 'You have no open goals. Write one goal for this week, one you would be proud to finish by Sunday.',
    nothingToRank: 'There is nothing to rank yet.',
  },
  grind: {
    name: {
      call: 'Make the call',
      appointment: 'Book it',
      travel: 'Booking sprint',
      home: 'Home block',
      admin: 'Knock it out',
      habit: 'Habit rep',
      exercise: 'Move block',
      outing: 'Outing',
      seated: 'Seated session',
      legsCore: 'Legs and core session',
      lowImpact: 'Low-impact session',
      guided: 'Guided session',
      paced: 'Short paced session',
      postnatal: 'Gentle postnatal session',
      prenatal: 'Gentle session',
      food: 'Kitchen block',
      sleep: 'Wind-down',
      drink: 'Water check',
      quit: 'Urge plan',
      reading: 'Deep read',
      writing: 'Draft sprint',
      learn: 'Practice drill',
      expert: 'Build it for real',
      project: 'Project sprint',
      work: 'Prep block',
      move: 'Move planning',
      relationship: 'Reach out',
      money: 'Money check',
      feelings: 'Kind pause',
      clarify: 'One more detail',
    },
    body: {
      call: (s) => [
        `${s.minutes} minutes: write the two things you need to say, make the call, and note what was agreed.`,
        `${s.minutes} minutes: if nobody answers, leave a short message and send a text with a time that suits you.`,
      ],
      appointment: (s) => [
        `${s.minutes} minutes: find the booking page or number, pick a slot that fits your week, and book it.`,
        `${s.minutes} minutes: call at opening time with two possible slots and write the confirmed one in your calendar.`,
      ],
      travel: (s) => [
        `${s.minutes} minutes: compare two or three options for ${s.object || 'it'}, pick one and book it before the timer ends.`,
        `${s.minutes} minutes: settle the dates and your budget first, then shortlist two options for ${s.object || 'it'}.`,
      ],
      home: (s) => [
        `${s.minutes} minutes on ${s.object || 'it'}: start with the part you can see from the door and stop when the timer ends.`,
        `${s.minutes} minutes: get everything you need for ${s.object || 'it'} ready, then do the first half.`,
      ],
      admin: (s) => [
        `${s.minutes} minutes: find the form, page or office that handles ${s.object || 'it'}, do what it asks, and keep the confirmation.`,
        `${s.minutes} minutes: collect every document and login ${s.object || 'it'} needs, then fill in what you can.`,
      ],
      habit: (s) => [
        `${s.minutes} minutes: do today's repetition, then mark it on a calendar you can see.`,
        `${s.minutes} minutes: make tomorrow's repetition easier: set it up now, then do a short one today.`,
      ],
      exercise: (s) => [
        `Move for ${s.minutes} minutes: 5 minutes of warm-up, then a steady effort until the timer ends.`,
        `${s.minutes} minutes outside: a brisk walk or an easy jog, no phone, note how it felt.`,
      ],
      outing: (s) => [
        `${s.minutes} minutes out: get to the start, go at an easy pace and turn back at half time.`,
        `${s.minutes} minutes: a loop you have not done yet, water and a layer with you, and note how it went.`,
      ],
      seated: (s) => [
        `${s.minutes} minutes seated: arm circles, band rows and seated twists, 1 minute each, round after round.`,
        `${s.minutes} minutes: a seated upper-body routine with a band or two water bottles, steady pace.`,
      ],
      legsCore: (s) => [
        `${s.minutes} minutes of legs and core (squats to a chair, lunges, glute bridges, a brisk walk) that leave your ${s.fact} at rest.`,
        `${s.minutes} minutes: a brisk walk or an exercise bike, then bridges and slow squats; nothing overhead, nothing in your hands.`,
      ],
      lowImpact: (s) => [
        `${s.minutes} minutes of low-impact movement (swimming, cycling or mobility work) that spares your ${s.fact}.`,
        `${s.minutes} minutes: gentle mobility and strength that keeps load off your ${s.fact}, stop if it hurts.`,
      ],
      guided: (s) => [
        `${s.minutes} minutes with your guide: an easy warm-up walk, then run and walk in turns on a route or track you know.`,
        `${s.minutes} minutes on a treadmill or with a guide on the track, at a pace where you can still talk.`,
      ],
      paced: (s) => [
        `${Math.min(s.minutes, 15)} minutes of gentle movement in a cool room: 3 minutes on, a rest, and again; stop before you tire.`,
        `${Math.min(s.minutes, 15)} minutes of seated stretches and slow walking, with a pause between each; keep cool.`,
      ],
      postnatal: (s) => [
        `${s.minutes} minutes: a relaxed walk with the pram, then pelvic floor squeezes and slow breathing.`,
        `${s.minutes} minutes of gentle postnatal movement (pelvic floor, breathing, a walk); no running or crunches until you are cleared.`,
      ],
      prenatal: (s) => [
        `${s.minutes} minutes of gentle movement (a walk, a swim or prenatal yoga) at a pace where you can still talk.`,
        `${s.minutes} minutes: gentle stretches and a relaxed walk; stop at once if anything feels wrong.`,
      ],
      food: (s) => [
        `${s.minutes} minutes: plan ${s.fact ? `three ${s.fact} meals` : 'three meals'} for this week and write the shopping list.`,
        `${s.minutes} minutes: cook one ${s.fact ? `${s.fact} ` : ''}dish and pack a second portion for tomorrow.`,
      ],
      sleep: (s) => [
        `${s.minutes} minutes before bed: screens away, lights low, and a few pages of something easy.`,
        `${s.minutes} minutes: set up tomorrow (clothes, bag, alarm) so you can go to bed on time.`,
      ],
      drink: (s) => [
        `${s.minutes} minutes: fill a bottle, put it where you work, and set two reminders for today.`,
        `${s.minutes} minutes: mark lines on a bottle for the day and drink to the first one now.`,
      ],
      quit: (s) => [
        `${s.minutes} minutes: write your three trigger moments and a replacement for each.`,
        `${s.minutes} minutes: clear out what makes it easy and tell one person about your plan.`,
      ],
      reading: (s) => [
        `Read for ${s.minutes} minutes with your phone in another room, then write the one idea worth keeping.`,
        `${s.minutes} minutes of reading ${s.object || ''}: read, then summarise what you read in three lines.`,
      ],
      writing: (s) => [
        `Write without editing for ${s.minutes} minutes; mark gaps with [TK] and keep going.`,
        `${s.minutes} minutes: outline first (5 bullets), then draft the first bullet only.`,
      ],
      learn: (s) => [
        `Practise ${s.object || 'it'} for ${s.minutes} minutes: one thing you got wrong last time, drilled until it is right.`,
        `${s.minutes} minutes on ${s.object || 'it'}: one short lesson, then test yourself without notes for the last 5 minutes.`,
      ],
      expert: (s) => [
        `${s.minutes} minutes: build one small real thing in ${s.object || 'it'}, with the docs open only when stuck.`,
        `${s.minutes} minutes: rewrite something you already know well in ${s.object || 'it'} and note three differences.`,
      ],
      project: (s) => [
        `${s.minutes}-minute sprint on ${s.object || 'it'}: pick the smallest piece that moves it and finish it.`,
        `${s.minutes} minutes: list what is left on ${s.object || 'it'}, then do the first item end to end.`,
      ],
      work: (s) => [
        `${s.minutes} minutes: write the agenda and the one decision ${s.object || 'it'} must reach.`,
        `${s.minutes} minutes: gather what ${s.object || 'it'} needs (notes, numbers, people) and send the invite or draft.`,
      ],
      move: (s) => [
        `${s.minutes} minutes: pick a date range and a budget for the move and write them down.`,
        `${s.minutes} minutes: list the paperwork (contract, address changes, registrations) and do the first item.`,
      ],
      relationship: (s) => [
        `${s.minutes} minutes: message ${s.person || 'them'} with two concrete days and one idea of what to do.`,
        `${s.minutes} minutes: call ${s.person || 'them'} just to talk, and fix the next time you see each other.`,
      ],
      money: (s) => [
        `${s.minutes} minutes with your numbers: list what comes in and goes out, and mark one cut.`,
        `${s.minutes} minutes: set up the automatic transfer or payment, and write the amount down.`,
      ],
      feelings: (s) => [
        `${s.minutes} minutes for yourself: a slow walk or a quiet seat by a window, then one line about how you feel.`,
        `${s.minutes} minutes: write what is weighing on you, then one small thing that would make tomorrow easier.`,
      ],
      clarify: (s) => [
        `${s.minutes} minutes: write what this goal means to you, what "done" looks like, and by when. Then edit the goal with that detail.`,
        `${s.minutes} minutes: write three sentences about why you set this goal, and turn the clearest one into the goal's text.`,
      ],
    },
    stuck: 'You said you were stuck, so start with the smallest possible piece.',
    because: (m, why) => `${m} minutes because ${why}.`,
    sized: {
      oneSitting: 'it is a one-sitting task',
      small: 'it is a small task',
      medium: 'it is a steady, medium-sized goal',
      large: 'it is a big goal that needs real focus',
      huge: 'it is a long project and deep work pays off',
    },
    shrunk: (m) => `you found the last one for this goal too big, so this one is ${m} minutes`,
    outing: 'an outing needs the time to get there, go round and get back',
    otherAngle: 'you said the last one was not relevant, so this takes a different angle',
    late: 'it is late where you are',
    named: (m) => `your goal names ${m} minutes`,
  },
  advice: {
    setOne: {
      name: 'Set one goal',
      description: () =>
        'Write one goal you can finish by Sunday, with a number in it. One finished goal beats five open ones.',
      reason: () => 'You have no open goals.',
    },
    cutList: {
      name: 'Cut the list',
      description: (a) =>
        `You are carrying ${a.count} open goals. Choose the 3 that matter this week and let the rest wait.`,
      reason: (a) => `${a.count} open goals is more than anyone can move in a week.`,
    },
    unstick: {
      name: 'Unstick it',
      description: (a) =>
        `"${a.goal}" hasn't moved in ${a.days} days. Today: ${a.step}. If that still feels wrong, shrink it or delete it.`,
      reason: (a) => `Your most stalled goal has had no update for ${a.days} days.`,
    },
    dueSoon: {
      name: 'Due soon',
      description: (a) => `"${a.goal}": ${a.day}. Do the first step today: ${a.step}.`,
      reason: (a) => `It has the nearest deadline: ${a.day}.`,
    },
    bankWin: {
      name: 'Bank the win',
      description: (a) =>
        `You finished "${a.goal}" ${a.days ? `in ${plural(a.days, 'day')}` : 'the same day'}. Note what made it work and copy that into your next goal.`,
      reason: () => 'You completed a goal in the last 3 days.',
    },
    streak: {
      name: 'Protect the streak',
      description: (a) => `${a.count} of your last ${a.total} grinds are done. Put the next one in your calendar now.`,
      reason: (a) => `You completed ${a.count} recent grinds.`,
    },
    smaller: {
      name: 'Smaller bites',
      description: (a) =>
        `${a.count} recent grinds felt too big or were stopped early. Ask for 10-minute grinds this week and grow them after three in a row.`,
      reason: (a) => `${a.count} recent grinds were too big or cancelled.`,
    },
    pickHour: {
      name: 'Pick your hour',
      description: () =>
        'Several grinds came at the wrong time. Choose one fixed hour a day for focused work and block it.',
      reason: (a) => `${a.count} grinds were rejected for bad timing.`,
    },
    notAllRed: {
      name: 'Not everything is red',
      description: (a) =>
        `${a.count} of your ${a.total} goals are top-tier. Keep one red goal for this week and recolour the rest honestly.`,
      reason: (a) => `${a.count} red goals out of ${a.total}.`,
    },
    sharpen: {
      name: 'Sharpen the vague ones',
      description: (a) =>
        `${a.count === 1 ? '1 goal still has' : `${a.count} goals still have`} the Fortify chip. One tap on Fortify gives each a date and a first step.`,
      reason: (a) => `${a.count} goals cannot be checked off yet.`,
    },
    planTomorrow: {
      name: 'Plan tomorrow tonight',
      description: () => 'Before you close the laptop, write tomorrow’s first task on a sticky note.',
      reason: () => 'A habit that helps every goal.',
    },
    twoMinutes: {
      name: 'Two-minute start',
      description: () => 'If a goal feels heavy, commit to two minutes on it. Starting is the hard part.',
      reason: () => 'A habit that helps every goal.',
    },
    weeklyReview: {
      name: 'Weekly review',
      description: () =>
        'Take 15 minutes this weekend: what moved, what stalled, what to drop. Then set next week’s goals.',
      reason: () => 'It is the end of the week.',
    },
  },
  likedBefore: 'You liked this kind of advice before.',
  colour: { red: 'top-tier red', purple: 'long-haul purple', blue: 'quick-task blue', white: 'lower-priority white' },
  classify: {
    red: 'Red because it is due soon or must happen now.',
    blue: 'Blue because it is a quick task you can finish in one sitting.',
    purple: 'Purple because it is a long-haul goal that takes weeks.',
    white: 'White because nothing in it is urgent or long-haul.',
    needs: 'It needs a number, a date or a first step to be finishable.',
    someday:
      'White because it is a someday wish, not this week’s priority; when you want it, give it a date and it can move up.',
  },
  diet: {
    vegan: 'vegan',
    vegetarian: 'vegetarian',
    pescatarian: 'pescatarian',
    'gluten-free': 'gluten-free',
    halal: 'halal',
    kosher: 'kosher',
    'dairy-free': 'dairy-free',
  },
  field: {
    software: 'software',
    cooking: 'cooking',
    music: 'music',
    fitness: 'fitness',
    writing: 'writing',
    languages: 'languages',
    design: 'design',
    finance: 'finance',
    electrical: 'the electrical trade',
    building: 'building',
    plumbing: 'plumbing',
    carpentry: 'carpentry and joinery',
    decorating: 'painting and decorating',
    gardening: 'gardening',
    mechanics: 'car repair',
  },
  bodyPart: {
    knee: 'knee',
    back: 'back',
    ankle: 'ankle',
    shoulder: 'shoulder',
    hip: 'hip',
    wrist: 'wrist',
    foot: 'foot',
    neck: 'neck',
    elbow: 'elbow',
    leg: 'leg',
    joints: 'joints',
    hand: 'hands',
  },
  unsupported:
    'The offline coach writes only in English, Spanish, German, French and Portuguese, so I kept your words exactly as you wrote them. To sharpen this goal, add a day and one first step in your own words.',
  unsupportedGrind: (m, goal) =>
    `${m} minutes on “${goal}”: do the first small part of it now, then write the next step in your own words.`,
  withinBudget: (a) => `, keeping to ${a}`,
  perPeriod: (a, n, unit) => ` — about ${a} a ${unit} for ${n} ${unit}s`,
  join: joinWith('and'),
  ...dateFormatter('en-US'),
};
