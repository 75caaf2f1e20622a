import {
  BLOG_CATEGORY_LABELS,
  type TBlogCategory,
  type TBlogPost,
  blogsMessages as t,
} from '@fhp/domain';
import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/dates';
import classes from './blog-post-card.module.css';

/** One news post: category, date, title, image and its text (plain text, never HTML). */
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
        <Text className={classes.text}>{post.descriptionText}</Text>
      </Stack>
    </Card>
  );
}
