// JSON Schemas for the OpenAPI document, generated from the contracts' zod schemas so the docs
// cannot drift from what the pipes enforce.
import {
  apiErrorSchema,
  assignmentListQuerySchema,
  assignmentSchema,
  createAssignmentSchema,
  deleteAssignmentSchema,
  markSubmissionSchema,
  pageQuerySchema,
  submissionSchema,
  submitAssignmentSchema,
  updateAssignmentSchema,
} from '@studyhub/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements (image URL, today-or-later) have no JSON Schema form: the descriptions say them.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

export const componentSchemas: Record<string, JsonSchema> = {
  Assignment: jsonSchema(assignmentSchema, 'output'),
  Submission: jsonSchema(submissionSchema, 'output'),
  ApiError: {
    ...jsonSchema(apiErrorSchema, 'output'),
    description: 'Body of every 4xx/5xx answer. Validation errors also list every problem in `errors`.',
  },
  CreateAssignment: {
    ...jsonSchema(createAssignmentSchema, 'input'),
    description:
      'title ≥ 5 chars, description ≥ 20, marks a positive integer, thumbnailUrl an http(s) png/jpg/jpeg/gif URL, dueDate today or later. The owner is the token\'s user: userEmail is ignored, userName only names an account that has no display name.',
  },
  UpdateAssignment: {
    ...jsonSchema(updateAssignmentSchema, 'input'),
    description: 'Same fields as CreateAssignment; a past due date may be kept.',
  },
  DeleteAssignment: jsonSchema(deleteAssignmentSchema.unwrap(), 'input'),
  SubmitAssignment: {
    ...jsonSchema(submitAssignmentSchema, 'input'),
    description: 'googleDocsLink must be an http(s) URL. The submitter is the token\'s user.',
  },
  MarkSubmission: {
    ...jsonSchema(markSubmissionSchema, 'input'),
    description: 'obtainedMarks: an integer from 0 to the submission\'s total marks. The marker is the token\'s user.',
  },
};

/** Query parameters of a list call, one per key of its contracts query schema. */
function queryParameters(query: z.ZodObject): JsonSchema[] {
  return Object.entries(query.shape).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema: jsonSchema(schema as z.ZodType, 'input'),
  }));
}

export const listQueryParameters = () => queryParameters(assignmentListQuerySchema);
/** `limit` and `offset` of the submission lists. */
export const pageQueryParameters = () => queryParameters(pageQuerySchema);
