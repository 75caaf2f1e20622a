import { defineEndpoint } from '../platform/endpoint';
import { ZBlogsPage, ZBlogsQuery, ZBlogYears } from './blogs.schemas';

/** The public "FHP Updates & News": read-only, no sign-in. */
export const blogsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/blogs',
    access: 'public',
    tags: ['blogs'],
    summary: 'A page of the admin news posts, newest first, by category, year and title',
    query: ZBlogsQuery,
    response: ZBlogsPage,
  }),
  years: defineEndpoint({
    method: 'GET',
    path: '/api/blogs/years',
    access: 'public',
    tags: ['blogs'],
    summary: "The year filter's choices: 2022, 2024, 2025 and every year with a post",
    response: ZBlogYears,
  }),
};
