// notifications contracts: filled by the notifications work (issue 4)
export {};
