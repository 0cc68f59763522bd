import { describe, expect, test } from '@jest/globals';
import { anAssignment, renderInApp } from '@studyhub/testing';
import { AssignmentDetails } from './assignment-details.js';

describe('AssignmentDetails', () => {
  test("the assignment's picture, the page's largest, is fetched first and at once", () => {
    const { container } = renderInApp(<AssignmentDetails assignment={anAssignment()} actions={null} />);
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    expect(picture?.getAttribute('loading')).not.toBe('lazy');
  });
});
