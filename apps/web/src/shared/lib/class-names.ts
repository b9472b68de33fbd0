/** A class attribute from the classes that apply (false, null, undefined and '' are left out). */
export const classNames = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');
