import {
  BLOG_CATEGORY_LABELS,
  type TAthletePagePost,
  type TBlogCategory,
  athletePageTexts as t,
} from '@fhp/domain';
import {
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Spoiler,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useFormatDate } from '../../../lib/dates';
import classes from './athlete-sections.module.css';

/** A post's own address on the page (/athletes/1001#post-<id>), what its title links to. */
export const postAnchor = (id: string) => `post-${id}`;

/**
 * The athlete's latest blog posts, newest first: category, date, title (a link to the post's
 * own place on the page, to share), picture and the text, folded to its start until opened.
 * Hidden when the athlete has written none.
 */
export function AthletePosts({ posts }: { posts: TAthletePagePost[] }) {
  // Drawn by the server too (the athlete page is a live page): the day in UTC until hydrated.
  const formatDate = useFormatDate();
  if (posts.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="athlete-posts">
      <Title order={2} id="athlete-posts">
        {t.postsTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {posts.map((post) => (
          <Card
            key={post.id}
            id={postAnchor(post.id)}
            component="article"
            withBorder
            padding="lg"
            className={classes.post}
          >
            {post.imageUrl && (
              <Card.Section mb="md">
                <Image src={post.imageUrl} alt="" h={160} fit="cover" loading="lazy" />
              </Card.Section>
            )}
            <Stack gap="xs">
              <Group gap="xs" justify="space-between">
                <Badge variant="light">
                  {BLOG_CATEGORY_LABELS[post.category as TBlogCategory] ?? post.category}
                </Badge>
                <Text size="sm" c="dimmed" component="time" dateTime={post.createdAt}>
                  {formatDate(post.createdAt)}
                </Text>
              </Group>
              <Title order={3} fz="h4">
                <Anchor href={`#${postAnchor(post.id)}`} c="inherit" fw={700}>
                  {post.title}
                </Anchor>
              </Title>
              <Spoiler maxHeight={96} showLabel={t.postReadMore} hideLabel={t.postShowLess}>
                <Typography className={classes.postText}>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's allowlist on write */}
                  <div dangerouslySetInnerHTML={{ __html: post.descriptionHtml }} />
                </Typography>
              </Spoiler>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
