// The mixed assessment of the exam wave (issue 22 "Speed"): 20 questions of every auto-scored type in turn
// (choice with partial credit, true/false, short answer with wildcards, numerical with units, matching,
// ordering, cloze), texts in the five languages the product ships, and what a candidate answers to each:
// picked at random from what GetSingleQuestion showed (ids of items, stems, choices) and, for what a
// candidate types, from a list of right, partly right and wrong answers. Every answer is sent in the form the
// server stores it in (trimmed, true/false in lower case, cloze parts in blank order), so that the durability
// check can compare the stored text with the text sent.
import { QUESTION_TYPE_ID, type QuestionBody, type QuestionFormValues } from '@assessly/shared';

/** A question of the mixed assessment: the authoring input (without its assessment and category) and typed answers. */
export interface MixedQuestion {
  input: Omit<QuestionFormValues, 'quizTopicId' | 'questionCategoryId' | 'questionLavelId' | 'perQuestionMark'>;
  /** What candidates type: the whole answer (short answer, numerical), or per cloze blank number. */
  typed?: string[] | Record<number, string[]>;
}

const SHORT_ANSWERS: { text: string; body: Extract<QuestionBody, { type: 'shortAnswer' }>; typed: string[] }[] = [
  {
    text: 'Which process lets plants turn light into chemical energy?',
    body: {
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [
        { text: 'photosynth*', fraction: 1 },
        { text: '*chlorophyll*', fraction: 0.5 },
        { text: 'fotosíntesis', fraction: 1 },
      ],
    },
    typed: ['Photosynthesis', 'PHOTOSYNTHESIS', 'it uses Chlorophyll', 'Fotosíntesis', 'respiration', 'light'],
  },
  {
    text: 'प्रकाश संश्लेषण किस अंग में होता है? / কোন অঙ্গে সালোকসংশ্লেষ হয়?',
    body: {
      type: 'shortAnswer',
      caseSensitive: false,
      answers: [
        { text: 'पत्ती*', fraction: 1 },
        { text: 'পাতা*', fraction: 1 },
        { text: 'leaf', fraction: 1 },
        { text: 'fogli*', fraction: 1 },
      ],
    },
    typed: ['पत्ती', 'पत्तियों', 'পাতা', 'পাতায়', 'Leaf', 'foglie', 'जड़', 'root'],
  },
  {
    text: 'Name the author of "Don Quijote" (case matters).',
    body: {
      type: 'shortAnswer',
      caseSensitive: true,
      answers: [
        { text: 'Miguel de Cervantes*', fraction: 1 },
        { text: 'Cervantes', fraction: 1 },
        { text: '*Cervantes*', fraction: 0.5 },
      ],
    },
    typed: ['Miguel de Cervantes Saavedra', 'Cervantes', 'cervantes', 'M. Cervantes', 'Lope de Vega'],
  },
];

const NUMERICALS: { text: string; body: Extract<QuestionBody, { type: 'numerical' }>; typed: string[] }[] = [
  {
    text: 'The acceleration of free fall at the Earth’s surface?',
    body: {
      type: 'numerical',
      answers: [
        { value: 9.81, tolerance: 0.05, fraction: 1 },
        { value: 10, tolerance: 0.5, fraction: 0.5 },
      ],
      units: [
        { unit: 'm/s²', multiplier: 1 },
        { unit: 'cm/s²', multiplier: 100 },
      ],
      unitRequired: false,
    },
    typed: ['9.81', '9,8 m/s²', '981 cm/s²', '१०', '10.2', '12', 'about ten'],
  },
  {
    text: 'The length of a marathon, with its unit?',
    body: {
      type: 'numerical',
      answers: [{ value: 42.195, tolerance: 0.1, fraction: 1 }],
      units: [
        { unit: 'km', multiplier: 1 },
        { unit: 'm', multiplier: 1000 },
      ],
      unitRequired: true,
    },
    typed: ['42.195 km', '42195 m', '৪২ km', '42,2km', '42.195', '26 mi'],
  },
  {
    text: 'π to two decimal places?',
    body: {
      type: 'numerical',
      answers: [{ value: 3.14, tolerance: 0.005, fraction: 1 }],
      units: [],
      unitRequired: false,
    },
    typed: ['3.14', '3,14', '३.१४', '3.1416', '22/7'],
  },
];

const MATCHINGS: Extract<QuestionBody, { type: 'matching' }>[] = [
  {
    type: 'matching',
    pairs: [
      { stem: 'España', choice: 'Madrid' },
      { stem: 'Italia', choice: 'Roma' },
      { stem: 'भारत', choice: 'नई दिल्ली' },
      { stem: 'বাংলাদেশ', choice: 'ঢাকা' },
    ],
    distractors: ['Lisboa'],
  },
  {
    type: 'matching',
    pairs: [
      { stem: 'H₂O', choice: 'water' },
      { stem: 'NaCl', choice: 'salt' },
      { stem: 'CO₂', choice: 'carbon dioxide' },
    ],
    distractors: ['oxygen', 'sugar'],
  },
  {
    type: 'matching',
    pairs: [
      { stem: '2 + 2', choice: '4' },
      { stem: '3 × 3', choice: '9' },
      { stem: '10 − 7', choice: '3' },
      { stem: '√16', choice: '4' },
    ],
    distractors: ['5'],
  },
];

const ORDERINGS: Extract<QuestionBody, { type: 'ordering' }>[] = [
  { type: 'ordering', scoring: 'allOrNothing', items: ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter'] },
  { type: 'ordering', scoring: 'perPosition', items: ['एक', 'दो', 'तीन', 'चार', 'पाँच'] },
  { type: 'ordering', scoring: 'longestRun', items: ['এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়'] },
];

const CLOZES: { text: string; typed: Record<number, string[]> }[] = [
  {
    text:
      'The capital of France is {1:SHORTANSWER:=Paris~%50%Par*}, π is about {1:NUMERICAL:=3.14:0.01} and ' +
      'water is {1:MULTICHOICE:=wet~%0%dry~%0%solid}.',
    typed: { 1: ['Paris', 'paris', 'Parigi', 'Lyon'], 2: ['3.14', '3,141', '3'] },
  },
  {
    text:
      '<p>La capital de España es {2:SHORTANSWER:=Madrid~%50%*drid}; भारत की राजधानी {1:SHORTANSWER:=नई दिल्ली~%50%दिल्ली} ' +
      'है; {1:MULTIRESPONSE:%50%rojo~%50%amarillo~%-100%azul} son colores de su bandera; ' +
      '1 km = {1:NUMERICAL:=1000:0} m.</p>',
    typed: {
      1: ['Madrid', 'MADRID', 'Valladrid', 'Sevilla'],
      2: ['नई दिल्ली', 'दिल्ली', 'मुंबई'],
      4: ['1000', '1,000', '100'],
    },
  },
];

/** The 20 questions: the seven auto-scored types in turn (choice, true/false, short answer, numerical, …). */
export function mixedQuestions(count = 20): MixedQuestion[] {
  const makers: ((n: number) => MixedQuestion)[] = [
    (n) => ({
      input: {
        questionDetail: `Mixed ${n}: which option is best (partial credit)?`,
        questionTypeId: QUESTION_TYPE_ID.choice,
        optionA: `Right ${n}`,
        optionB: `Nearly ${n}`,
        optionC: `Wrong ${n}`,
        optionD: `Also wrong ${n}`,
        body: {
          type: 'choice',
          multiple: false,
          options: [1, 0.5, 0, 0].map((fraction, i) => ({
            text: [`Right ${n}`, `Nearly ${n}`, `Wrong ${n}`, `Also wrong ${n}`][i]!,
            fraction,
          })),
        },
      },
    }),
    (n) => ({
      input: {
        questionDetail: `Mixed ${n}: the Earth orbits the Sun.`,
        questionTypeId: QUESTION_TYPE_ID.trueFalse,
        body: { type: 'trueFalse', correct: n % 2 === 0 },
      },
    }),
    (n) => {
      const q = SHORT_ANSWERS[n % SHORT_ANSWERS.length]!;
      return {
        input: { questionDetail: `Mixed ${n}: ${q.text}`, questionTypeId: QUESTION_TYPE_ID.shortAnswer, body: q.body },
        typed: q.typed,
      };
    },
    (n) => {
      const q = NUMERICALS[n % NUMERICALS.length]!;
      return {
        input: { questionDetail: `Mixed ${n}: ${q.text}`, questionTypeId: QUESTION_TYPE_ID.numerical, body: q.body },
        typed: q.typed,
      };
    },
    (n) => ({
      input: {
        questionDetail: `Mixed ${n}: match each with its partner.`,
        questionTypeId: QUESTION_TYPE_ID.matching,
        body: MATCHINGS[n % MATCHINGS.length]!,
      },
    }),
    (n) => ({
      input: {
        questionDetail: `Mixed ${n}: put these in order.`,
        questionTypeId: QUESTION_TYPE_ID.ordering,
        body: ORDERINGS[n % ORDERINGS.length]!,
      },
    }),
    (n) => {
      const q = CLOZES[n % CLOZES.length]!;
      // The number makes each text its own question (a question's text is unique in its assessment).
      return {
        input: { questionDetail: `Mixed ${n}: ${q.text}`, questionTypeId: QUESTION_TYPE_ID.cloze },
        typed: q.typed,
      };
    },
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]!(i + 1));
}
