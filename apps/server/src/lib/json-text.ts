/**
 * An answer whose JSON the database built in the contract's shape (db/json-answer): the route sends its text as it
 * is, with no rows mapped and nothing encoded again (issue 18: the hot calls). `Answer` is the contract's type of
 * what it holds; under test every such answer is held to its call's schema (routes/define-route).
 */
export class JsonText<Answer> {
  /** The contract's type of the answer: for the compiler only. */
  declare readonly answer?: Answer;

  constructor(readonly text: string) {}
}
