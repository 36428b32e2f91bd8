// The phone menu's drawer (with its focus trap, scroll lock and transitions) loads the first time the menu
// is opened, not with every page (issue 13, decision 034).
export { Drawer } from '@mantine/core';
