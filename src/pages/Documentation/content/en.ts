// The user guide in English; zh.ts and es.ts follow the same shape (checked by the type).
const en = {
  title: 'User guide',
  intro: 'How to find your way around the operations and supervision console, and how to make it yours.',
  sections: {
    start: {
      title: 'Signing in and out',
      body: 'Sign in with the account and password you were given. If you opened a link before signing in, the console takes you there afterwards.\nTo sign out, open the menu under your name at the top right and choose Logout. When your session expires, a dialog offers to sign in again or to stay on the page.',
    },
    menu: {
      title: 'The menu',
      body: 'The menu on the left lists every screen your role may open, grouped as the top navigation: home, government resources, partner companies, personnel management, checkpoint management, safety inspection management, alarm management and help.\nGroups with several screens fold and unfold with a click. The button at the top left of the page folds the whole menu to icons; the console remembers your choice. System authority (roles and permissions) is reached from the menu under your name.',
    },
    navbar: {
      title: 'The top bar',
      body: 'The breadcrumb shows where you are; its links take you one level up. On the right are the page search, full screen, the size of the console, the language and your own menu (home, system authority, logout).',
    },
    search: {
      title: 'Finding a page',
      body: 'Press Ctrl+K or / anywhere, or click the magnifier, and type part of a page name or address. Use the arrow keys to choose, Enter to open and Esc to close. The search follows the language you chose.',
    },
    tags: {
      title: 'Tabs of opened pages',
      body: 'Each page you open gets a tab under the top bar; the home tab always stays. Click a tab to go back to it: lists come back with the same filters, sorting, page and scroll position.\nRight-click a tab to refresh it, close it, close the others or close them all. A middle click also closes a tab. The tabs stay after you reload the page.',
    },
    lists: {
      title: 'Lists',
      body: 'Lists are paged. Click a column title to sort, use the search box and filters above the list to narrow it, and export what you see to a spreadsheet file. Numbers show thousand separators; times show how long ago they were, with the exact time when you point at them.',
    },
    forms: {
      title: 'Creating and editing',
      body: 'Required fields are marked. If the server refuses a change, the form stays as you typed it and each field says what is wrong. Deleting always asks for confirmation first.',
    },
    settings: {
      title: 'Appearance',
      body: 'The gear button on the right edge opens the settings: the theme colour (a preset or any colour of your own), dark mode, the tabs bar, a header that stays in place while you scroll, and the logo at the top of the menu. The size button in the top bar makes everything larger or more compact. These choices are kept in this browser.',
    },
    mobile: {
      title: 'Small screens',
      body: 'On screens narrower than 992 pixels the menu is hidden; the button at the top left opens it over the page, and it closes again when you choose a screen.',
    },
    help: {
      title: 'Need a tour?',
      body: 'The Guide page in the help group walks you through the menu, the tabs, the search, the size, the language and the settings, one step at a time.',
    },
  },
};

export default en;
export type DocumentationContent = typeof en;
