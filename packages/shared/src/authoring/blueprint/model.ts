// Blueprints (issue 23): the plain types of an assessment's sections and draw rules, and of the question pool
// (the assessment's questions) they draw from. The wire's schemas are in schemas.ts.

/** One draw rule: `count` questions of a category, narrowed by level, type and tags. */
export interface BlueprintRule {
  questionCategoryId: number;
  /** Only questions of this level; null or absent: any level. */
  questionLavelId?: number | null;
  /** Only questions of this type; null or absent: any type. */
  questionTypeId?: number | null;
  /** Only questions carrying every one of these tags (compared as tagKey does); empty or absent: any tags. */
  tags?: readonly string[];
  count: number;
}

/** One section: its fixed questions (in this order), then what its rules draw. */
export interface BlueprintSection {
  title: string;
  instructions?: string | null;
  /** Shuffle the section's questions (fixed and drawn together) for each attempt. */
  shuffle: boolean;
  /** The section's own time limit, in minutes; null or absent: none (the assessment's time applies). */
  timeLimitMinutes?: number | null;
  /** No going back to the section once the candidate has left it. */
  lockOnLeave: boolean;
  questionIds: readonly number[];
  rules: readonly BlueprintRule[];
}

export interface Blueprint {
  sections: readonly BlueprintSection[];
}

/**
 * A question of the assessment as the blueprint rules see it. `hasKey`: the question has what scoring needs
 * (the server's "lacks a correct answer" check, false only for a question that a marked assessment can not
 * score); `mark`: its own mark (perQuestionMark), used by mark option 3.
 */
export interface PoolQuestion {
  quizQuestionId: number;
  questionCategoryId: number;
  questionLavelId: number;
  questionTypeId: number;
  tags: readonly string[];
  hasKey: boolean;
  mark: number;
}

/** A drawn paper: per section, the question ids in the order the candidate sees them. */
export type Paper = number[][];
