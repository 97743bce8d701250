// The market chooser at the root of the origin.
export default '/'
