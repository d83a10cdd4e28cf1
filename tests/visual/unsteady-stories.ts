/**
 * Stories the visual check (.storybook/story-screenshot.ts) leaves out, by story id, each with why:
 * their play ends in a state that differs from run to run by design, so a baseline would fail at
 * random. Their plays still run and check them; only the picture is skipped. A story here is a
 * candidate for a play that pins its end state, then for leaving this list.
 */
export const unsteadyStories: Readonly<Record<string, string>> = {
  // The silent clip starts by itself once loaded, or not yet: the status says "Audio ready" on two
  // lines or "Playing the characters" on one (the play accepts either), and the field moves.
  'ui-captchadialog--audio-ready': 'the audio plays or not yet when the play ends',
  // After Singapore is picked, the play clicks the number and tabs on: some runs end with the
  // list closed and the code button focused, others with the list open again on Singapore.
  'ui-phonefield--switch-to-singapore': 'the country list is closed or open again when the play ends',
};
