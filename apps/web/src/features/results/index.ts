/**
 * The results feature's public face (issue 21): the dashboard (the admin's tiles and analytics, the
 * candidate's cards from delivery), reports, grading, result e-mails, the result sheet, Result.pdf,
 * certificates and their templates, and item analysis. No other feature uses any of it today; its
 * screens are reached through ./routes. What another feature needs of it is exported here, and only here.
 */
export {};
