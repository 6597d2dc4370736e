/**
 * The 'ai' namespace: the AI text helper, the AI settings panel and AI instruction generation. The provider
 * names 'Gemini AI' and 'Open AI' are names, passed in as {{provider}}, never translated.
 */
export const ai = {
  title: 'AI',
  // the help icon of a text field and the AI text dialog
  helpButton: 'Write with AI',
  helpButtonFor: 'Write "{{field}}" with AI',
  textTitle: 'Write with AI',
  textFor: 'For "{{field}}". The text replaces what the field holds now; you can still change it before you save.',
  instruction: 'Instruction',
  instructionHint: 'Describe the text you want and its tone, e.g. "friendly, two sentences, mention the free plan".',
  generate: 'Generate',
  generating: 'Generating…',
  generatingWait: 'Generating… this can take up to {{seconds}} seconds.',
  providerInUse: 'Uses {{provider}}',
  nothingGenerated: 'Nothing was generated',
  // issue 20: said before the form is filled, when the chosen provider has no key
  keyMissingTitle: 'No {{provider}} key yet',
  keyMissingText: 'Nothing can be generated until a {{provider}} key is added in Site settings, AI panel.',
  keyMissingLink: 'Open the AI panel',
  // the add-instruction dialog
  modeLabel: 'How to add instructions',
  modeAi: 'AI-generated',
  modeManual: 'Manual input',
  instructionsIntro:
    '{{provider}} writes the instructions and saves them to this assessment. You can edit or delete each one afterwards.',
  quizInstruction: 'What should the instructions cover?',
  quizInstructionHint: 'e.g. "rules for a 30-minute online chemistry test without calculators".',
  noOfInstructions: 'Number of instructions',
  noOfInstructionsHint: 'From 1 to {{max}} with {{provider}}',
  deletePrevious: 'Delete the previous instructions',
  deletePreviousCount: 'Instructions in this assessment now: {{count}}. Without this, the new ones are added to them.',
  deletePreviousNone: 'This assessment has no instructions yet.',
  droppedTitle: 'Generated items that could not be used and were not saved: {{count}}',
  // the AI panel of Site settings
  panelIntro:
    'The site uses {{provider}} now: switch it with the "AI model" button in the menu. Whatever is left empty here comes from the server environment.',
  inUse: 'In use',
  apiKey: 'API key',
  keyHint: 'Type a new key to replace the stored one; leave empty to keep it.',
  keyFromSettings: 'Key stored in the settings',
  keyFromEnvironment: 'Key from the server environment ({{name}})',
  keyNotSet: 'No key: {{provider}} can not be used yet',
  keyWillBeRemoved: 'The stored key will be removed when you save',
  removeKey: 'Remove the stored key',
  model: 'Model',
  modelHint: 'Empty: {{model}}',
  baseUrl: 'Base URL (optional)',
  openAiBaseUrlHint:
    'An OpenAI-compatible server, such as a local model server. Empty: OPENAI_BASE_URL, else the Open AI service.',
  geminiBaseUrlHint: 'A proxy in front of Gemini AI. Empty: GEMINI_BASE_URL, else the Google service.',
};

export type AiText = typeof ai;
