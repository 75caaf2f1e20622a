import {
  BLOG_CATEGORY_LABELS,
  type TBlogCategory,
  type TBlogPost,
  blogsMessages as t,
} from '@fhp/domain';
import { Badge, Card, Group, Image, Stack, Text, Title, Typography } from '@mantine/core';
import { formatDateTime } from '../../../lib/dates';
import classes from './blog-post-card.module.css';

/**
 * One news post: category, date, title, image and its rich text. The server sends the HTML
 * sanitized to formatting, lists and links (apps/server/src/modules/blogs/sanitize-post-html.ts).
 */
export function BlogPostCard({ post }: { post: TBlogPost }) {
  const date = new Date(post.createdAt);
  return (
    <Card component="article" padding="lg" withBorder className={classes.card}>
      {post.imageUrl && (
        <Card.Section mb="md">
          <Image src={post.imageUrl} alt={t.postImageAlt} h={220} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Badge variant="light">
            {BLOG_CATEGORY_LABELS[post.category as TBlogCategory] ?? post.category}
          </Badge>
          <Text size="sm" c="dimmed" component="time" dateTime={post.createdAt}>
            {formatDateTime(date)}
          </Text>
        </Group>
        <Title order={2} fz="h3" className={classes.title}>
          {post.title}
        </Title>
        <Typography className={classes.text}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's allowlist */}
          <div dangerouslySetInnerHTML={{ __html: post.descriptionHtml }} />
        </Typography>
      </Stack>
    </Card>
  );
}
