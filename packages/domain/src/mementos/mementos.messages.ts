/** Texts of /admin/add-mementos (spec part 2, section 2: a tips page with Continue). */
export const mementosMessages = {
  title: 'Add Mementos',
  tips: [
    'A memento is a keepsake of one of your moments: a photo, a clip or a highlight a fan can own.',
    'You create mementos on the FHP memento site; Continue takes you there.',
    'You may use your school’s game video only when your school holds an IP contract with FHP.',
    'You receive 88% of each sale (78% with a school IP contract or a manager, 68% with both).',
  ],
  continue: 'Continue',
  opensInNewTab: 'opens the memento creation site in a new tab',
} as const;
