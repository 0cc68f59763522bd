// Types for the jest-dom matchers (toBeInTheDocument, ...) on `expect` from @jest/globals.
import '@testing-library/jest-dom/jest-globals';
