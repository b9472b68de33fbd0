// orders contracts: filled by the orders work (issue 4)
export {};
