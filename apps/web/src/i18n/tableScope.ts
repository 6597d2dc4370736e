/**
 * Issue 9 (the exam screen's JavaScript): a cold load of the exam screen fetches only the namespaces
 * that it and the app's frame use, a fifth of the table; every other screen waits for the whole table
 * before it renders (lazyPage), so no screen shows raw keys. The build cuts each language's table to
 * these namespaces for the `?exam` import (vite.config.ts); test/examBundle.test.ts checks that the
 * exam screen's code uses no other namespace. Should a key outside them still be asked for, i18n/index.ts
 * fetches the whole table and the screen renders again.
 */
export const EXAM_SCREEN_PATH = '/quiz/startQuiz';

export const EXAM_NAMESPACES = ['common', 'pages', 'messages', 'table', 'exam'] as const;
