import type { AnswerResult, CourseMapView, PlayerState } from "../../src/features/learning/player-types";

/*
 * A lesson as the player receives it, for looking at the player and testing it without the
 * database: the French course, seen by an English-speaking learner (instructions, translations
 * and meanings in English), seven items, one of each exercise type, nothing answered yet.
 */
export const playerFixture: PlayerState = {
  attemptId: "attempt-fixture",
  kind: "lesson",
  lesson: {
    id: "fr-a1-introductions-1",
    title: "Greet a new colleague",
    goal: "Say hello, introduce yourself and say what you do.",
    unitTitle: "Introductions at work",
  },
  speechLang: "fr-CA",
  position: 0,
  finished: null,
  items: [
    {
      index: 0,
      exerciseId: "intro-1-choice-suis",
      round: 1,
      instruction: "Choose the right word",
      view: {
        type: "multipleChoice",
        question: "Bonjour, je ___ Marie, la nouvelle technicienne.",
        choices: ["suis", "ai", "es", "est"],
      },
    },
    {
      index: 1,
      exerciseId: "intro-1-translate-meeting",
      round: 1,
      instruction: "Write this in French",
      view: { type: "translate", source: "I have a meeting at ten.", sourceLanguage: "en" },
    },
    {
      index: 2,
      exerciseId: "intro-1-gap-conference",
      round: 1,
      instruction: "Fill in the blank",
      view: {
        type: "fillGap",
        before: "On se rejoint dans la salle de ",
        after: " à midi?",
        translation: "Shall we meet in the conference room at noon?",
      },
    },
    {
      index: 3,
      exerciseId: "intro-1-order-service",
      round: 1,
      instruction: "Put the words in order",
      view: {
        type: "wordOrder",
        tiles: ["la", "travaille", "clientèle.", "Je", "service", "au", "à"],
        translation: "I work in customer service.",
      },
    },
    {
      index: 4,
      exerciseId: "intro-1-pairs-office",
      round: 1,
      instruction: "Match each word with its meaning",
      view: {
        type: "matchPairs",
        terms: ["le courriel", "la réunion", "le dîner", "la pause"],
        meanings: ["lunch", "break", "email", "meeting"],
      },
    },
    {
      index: 5,
      exerciseId: "intro-1-listen-file",
      round: 1,
      instruction: "Type what you hear",
      view: { type: "listen", translation: "Can you send me the file this afternoon?" },
    },
    {
      index: 6,
      exerciseId: "intro-1-speak-clerk",
      round: 1,
      instruction: "Say this sentence out loud",
      view: {
        type: "speak",
        text: "Enchanté, je suis le nouveau commis.",
        translation: "Nice to meet you, I'm the new clerk.",
      },
    },
  ],
};

/** What POST /api/learning/listen answers for the listen item (index 5). */
export const listenFixture = { text: "Peux-tu m'envoyer le fichier cet après-midi?", lang: "fr-CA" };

/** The server's verdict on each item when the learner gets it wrong (for a fake server in a test). */
export const fixtureVerdicts: Record<number, Omit<AnswerResult, "correct" | "notes">> = {
  0: { expected: "suis", explanation: "With « je », the verb être becomes « suis »: je suis, tu es, il est." },
  1: {
    expected: "J'ai une réunion à dix heures.",
    explanation: "« Avoir une réunion »: to have a meeting. Times use « heures »: à dix heures, or 10 h.",
  },
  2: {
    expected: "conférence",
    explanation: "« La salle de conférence » is the meeting room; in Quebec you also hear « salle de réunion ».",
  },
  3: {
    expected: "Je travaille au service à la clientèle.",
    explanation: "Quebec says « le service à la clientèle » (customer service); « au » is à + le.",
  },
  4: {
    expected: "le courriel = email · la réunion = meeting · le dîner = lunch · la pause = break",
    explanation: "In Quebec, « le dîner » is the midday meal: lunch.",
  },
  5: {
    expected: listenFixture.text,
    explanation: "« Peux-tu » is the friendly way to ask a colleague; « Pourriez-vous » is more formal.",
  },
  6: {
    expected: "Enchanté, je suis le nouveau commis.",
    explanation: "« Enchanté » (« enchantée » for a woman) is a polite way to say nice to meet you.",
  },
};

/** A course map part-way through: one unit done, the next lesson in the second, the rest locked. */
export const courseMapFixture: CourseMapView = {
  courseId: "fr",
  title: "French at work in Quebec",
  level: { cefr: "A2", equivalent: "NCLC 3–4" },
  units: [
    {
      id: "introductions",
      level: "A1",
      title: "Introductions at work",
      description: "Greet colleagues, introduce yourself and talk about your job.",
      placementStart: false,
      testedOut: false,
      canTestOut: true,
      lessons: [
        {
          id: "fr-a1-introductions-1",
          title: "Greet a new colleague",
          goal: "Say hello, introduce yourself and say what you do.",
          state: "done",
          bestAccuracy: 0.92,
        },
        {
          id: "fr-a1-introductions-2",
          title: "Your job and your team",
          goal: "Say where you work, in which team, and since when.",
          state: "done",
          bestAccuracy: 0.75,
        },
        {
          id: "fr-a1-introductions-3",
          title: "Small talk at the coffee machine",
          goal: "Ask how someone is doing and talk about the weekend.",
          state: "done",
          bestAccuracy: 1,
        },
        {
          id: "fr-a1-introductions-4",
          title: "Introduce someone else",
          goal: "Present a colleague to a client or a new hire.",
          state: "done",
          bestAccuracy: 0.83,
        },
      ],
    },
    {
      id: "office",
      level: "A1",
      title: "At the office",
      description: "Find your way around, ask for equipment and book a room.",
      placementStart: false,
      testedOut: false,
      canTestOut: true,
      lessons: [
        {
          id: "fr-a1-office-1",
          title: "Things on your desk",
          goal: "Name the equipment you use every day.",
          state: "done",
          bestAccuracy: 0.67,
        },
        {
          id: "fr-a1-office-2",
          title: "Book a meeting room",
          goal: "Ask whether a room is free and book it for a time.",
          state: "next",
          bestAccuracy: null,
        },
        {
          id: "fr-a1-office-3",
          title: "Ask IT for help",
          goal: "Explain that something does not work and ask for help.",
          state: "open",
          bestAccuracy: null,
        },
        {
          id: "fr-a1-office-4",
          title: "Around the building",
          goal: "Ask for and give directions inside the building.",
          state: "open",
          bestAccuracy: null,
        },
      ],
    },
    {
      id: "schedules",
      level: "A2",
      title: "Schedules and shifts",
      description: "Talk about your hours, swap a shift and plan your vacation.",
      placementStart: false,
      testedOut: false,
      canTestOut: true,
      lessons: [
        {
          id: "fr-a2-schedules-1",
          title: "Your work hours",
          goal: "Say when you start, when you finish and when you take your break.",
          state: "locked",
          bestAccuracy: null,
        },
        {
          id: "fr-a2-schedules-2",
          title: "Swap a shift",
          goal: "Ask a colleague to trade shifts and confirm it.",
          state: "locked",
          bestAccuracy: null,
        },
        {
          id: "fr-a2-schedules-3",
          title: "Plan your vacation",
          goal: "Ask for days off and talk about dates.",
          state: "locked",
          bestAccuracy: null,
        },
        {
          id: "fr-a2-schedules-4",
          title: "Late or absent",
          goal: "Tell your manager you will be late or absent, and why.",
          state: "locked",
          bestAccuracy: null,
        },
      ],
    },
  ],
};
