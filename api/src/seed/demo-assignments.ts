// Demo assignments across subjects, difficulties and owners. Thumbnails are JPGs the web shell
// serves at /thumbnails/<name>.jpg; due dates are days from the seeding day.
type Difficulty = 'Easy' | 'Medium' | 'Hard';
export type Thumbnail =
  | 'algebra' | 'biology' | 'chemistry' | 'essay' | 'history' | 'physics'
  | 'programming' | 'statistics' | 'geography' | 'literature' | 'economics' | 'art';

export interface DemoAssignment {
  title: string;
  description: string;
  marks: number;
  difficulty: Difficulty;
  thumbnail: Thumbnail;
  dueInDays: number;
  owner: 'demo-ada' | 'demo-alan' | 'demo-grace';
}

export const DEMO_ASSIGNMENTS: readonly DemoAssignment[] = [
  { title: 'Solving Quadratic Equations', description: 'Solve the twelve quadratic equations on the worksheet by factoring, completing the square and the quadratic formula. Show every step and check one root of each equation by substitution.', marks: 20, difficulty: 'Easy', thumbnail: 'algebra', dueInDays: 5, owner: 'demo-ada' },
  { title: 'Linear Algebra: Eigenvalues in Practice', description: 'Compute the eigenvalues and eigenvectors of the three matrices given, then explain in half a page what they tell you about the stretching of the plane each matrix describes.', marks: 60, difficulty: 'Hard', thumbnail: 'algebra', dueInDays: 19, owner: 'demo-alan' },
  { title: 'Cell Structure Lab Report', description: 'Write up the onion-skin and cheek-cell microscopy lab: aim, method, labelled drawings of both cell types, and a table comparing plant and animal cell organelles.', marks: 30, difficulty: 'Easy', thumbnail: 'biology', dueInDays: 8, owner: 'demo-grace' },
  { title: 'Titration and Molar Concentration', description: 'Use the titration data from Tuesday\'s practical to find the concentration of the unknown hydrochloric acid. Include uncertainties and a short discussion of the main sources of error.', marks: 40, difficulty: 'Medium', thumbnail: 'chemistry', dueInDays: 12, owner: 'demo-ada' },
  { title: 'Persuasive Essay: Should Homework Be Optional?', description: 'Write a 900-word persuasive essay taking a clear position on optional homework. Use at least two sources, address one counter-argument fairly, and end with a memorable conclusion.', marks: 50, difficulty: 'Medium', thumbnail: 'essay', dueInDays: 10, owner: 'demo-alan' },
  { title: 'Causes of the First World War', description: 'Rank militarism, alliances, imperialism and nationalism by their importance as causes of the war. Justify the ranking with evidence from at least three primary sources in the pack.', marks: 45, difficulty: 'Medium', thumbnail: 'history', dueInDays: 15, owner: 'demo-grace' },
  { title: 'Projectile Motion Problem Set', description: 'Ten problems on horizontal and angled launches, ignoring air resistance. For the last two, sketch the trajectory and mark the maximum height and the range with their values.', marks: 25, difficulty: 'Easy', thumbnail: 'physics', dueInDays: 3, owner: 'demo-ada' },
  { title: 'Electromagnetic Induction Investigation', description: 'Design and describe an experiment that measures how the induced voltage in a coil depends on the speed of a falling magnet. Predict the result with Faraday\'s law before you test it.', marks: 70, difficulty: 'Hard', thumbnail: 'physics', dueInDays: 24, owner: 'demo-alan' },
  { title: 'Build a To-Do List in JavaScript', description: 'Create a small web page where a user can add, complete and delete tasks, with tasks kept in localStorage. Share a Google Doc with your code, screenshots and a paragraph on what you learned.', marks: 35, difficulty: 'Easy', thumbnail: 'programming', dueInDays: 7, owner: 'demo-grace' },
  { title: 'Sorting Algorithms Compared', description: 'Implement insertion sort, merge sort and quicksort, time them on random and already-sorted arrays of growing size, and explain the results using big-O notation and a chart.', marks: 80, difficulty: 'Hard', thumbnail: 'programming', dueInDays: 21, owner: 'demo-alan' },
  { title: 'Survey Data: Mean, Median and Spread', description: 'Collect sleep-hours data from at least fifteen classmates, then compute the mean, median, range and standard deviation. Present the data in a histogram and comment on any outliers.', marks: 30, difficulty: 'Medium', thumbnail: 'statistics', dueInDays: 9, owner: 'demo-ada' },
  { title: 'Rivers and Flood Management', description: 'Using the case study of a river of your choice, explain how its drainage basin responds to heavy rainfall and evaluate two hard and two soft engineering flood defences used there.', marks: 40, difficulty: 'Medium', thumbnail: 'geography', dueInDays: 14, owner: 'demo-grace' },
  { title: 'Symbolism in Lord of the Flies', description: 'Analyse how Golding uses the conch, the fire and the beast as symbols. Support each point with a short quotation and explain how the symbol changes as the novel progresses.', marks: 50, difficulty: 'Hard', thumbnail: 'literature', dueInDays: 17, owner: 'demo-ada' },
  { title: 'Supply and Demand in Everyday Markets', description: 'Pick a product whose price changed this year. Draw supply and demand diagrams that explain the change and discuss which groups of buyers and sellers gained or lost from it.', marks: 30, difficulty: 'Easy', thumbnail: 'economics', dueInDays: 6, owner: 'demo-alan' },
  { title: 'Colour Theory Still Life', description: 'Paint or draw a still life of three objects using only a complementary colour scheme. Photograph the work, add it to a Google Doc, and explain your colour choices in a short paragraph.', marks: 20, difficulty: 'Easy', thumbnail: 'art', dueInDays: -2, owner: 'demo-grace' },
  { title: 'Probability with Dice and Cards', description: 'Answer the fifteen questions on combined events, using tree diagrams and two-way tables. Then run a simulation of 100 dice rolls and compare the experimental and theoretical results.', marks: 100, difficulty: 'Hard', thumbnail: 'statistics', dueInDays: -5, owner: 'demo-ada' },
];

/** Demo submissions: [assignment index, submitter uid, marking or null while pending]. */
export const DEMO_SUBMISSIONS: ReadonlyArray<{
  assignment: number;
  submitter: 'demo-ada' | 'demo-alan' | 'demo-grace';
  notes: string;
  marked?: { by: 'demo-ada' | 'demo-alan' | 'demo-grace'; obtainedMarks: number; feedback: string };
}> = [
  { assignment: 0, submitter: 'demo-alan', notes: 'I used the formula for the last three.' },
  { assignment: 0, submitter: 'demo-grace', notes: '', marked: { by: 'demo-ada', obtainedMarks: 18, feedback: 'Clear working; check the sign in question 7.' } },
  { assignment: 2, submitter: 'demo-ada', notes: 'Drawings are on page 2.' },
  { assignment: 4, submitter: 'demo-grace', notes: 'Around 950 words, hope that is fine.', marked: { by: 'demo-alan', obtainedMarks: 41, feedback: 'Strong argument and good sources. The counter-argument needs more depth.' } },
  { assignment: 8, submitter: 'demo-alan', notes: '' },
  { assignment: 13, submitter: 'demo-ada', notes: 'I chose the price of coffee.', marked: { by: 'demo-grace', obtainedMarks: 27, feedback: 'Excellent diagrams.' } },
  { assignment: 9, submitter: 'demo-grace', notes: 'Charts are at the end of the document.' },
];
