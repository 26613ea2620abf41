// The industry and use-case pages the spec names, and the order of its header menus: fixed by the spec, so kept
// in one place for the content tests and the browser tests.
export const SPEC_INDUSTRIES = [
  "experts",
  "coaches",
  "authors",
  "business-owners",
  "investors",
  "speakers",
  "consultants",
  "employee-development",
  "faceless-channels",
  "everyone",
  "publishing-houses",
  "content-creators",
  "sacred-wisdom",
];

export const SPEC_USE_CASES = [
  "video-content-strategy",
  "education",
  "corporate-training",
  "bite-sized-learning",
  "micro-dramas",
  "advertising",
  "employee-development",
  "faceless-channels",
  "sacred-wisdom",
  "thought-leadership",
];

export const SPEC_HEADER_INDUSTRIES = [
  "experts",
  "coaches",
  "business-owners",
  "content-creators",
  "consultants",
  "publishing-houses",
  "authors",
  "everyone",
];

export const SPEC_HEADER_USE_CASES = [
  "corporate-training",
  "education",
  "video-content-strategy",
  "micro-dramas",
  "thought-leadership",
  "advertising",
  "faceless-channels",
  "sacred-wisdom",
];
