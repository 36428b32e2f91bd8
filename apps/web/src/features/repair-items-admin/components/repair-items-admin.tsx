import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  QUOTE_TYPES,
  type QuoteType,
  RepairItemCreateSchema,
  type RepairItemNode,
  RepairItemUpdateSchema,
} from '@motorwise/shared';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { RepairItemPicker } from '@/features/quote-requests';
import { errorMessageOf } from '@/lib/api-client';
import { fieldMessagesOf } from '@/lib/form-errors';
import { useAdminRepairItems, useChangeRepairItems } from '../api/repair-items-admin-api';
import {
  draftOfNode,
  emptyDraft,
  fieldsOf,
  type ItemDraft,
  moveOf,
  type Placed,
  placedItems,
  treeWithDraft,
} from './tree-draft';

type Editing = { id: string | null; draft: ItemDraft };

/** The form of one item: its names, whether customers pick it, its question and template lines, its group. */
function ItemForm({
  quoteType,
  editing,
  groups,
  onChange,
  onDone,
}: {
  quoteType: QuoteType;
  editing: Editing;
  groups: Placed[];
  onChange: (draft: ItemDraft) => void;
  onDone: () => void;
}) {
  const save = useChangeRepairItems(quoteType);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const d = editing.draft;
  const set = (next: Partial<ItemDraft>) => {
    onChange({ ...d, ...next });
    setErrors((e) => {
      const left = { ...e };
      for (const k of Object.keys(next)) delete left[k];
      return left;
    });
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const fields = fieldsOf(d);
    const parsed = editing.id
      ? RepairItemUpdateSchema.safeParse(fields)
      : RepairItemCreateSchema.safeParse({ ...fields, quoteType });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      await save.mutateAsync(
        editing.id
          ? { kind: 'update', id: editing.id, item: fields }
          : { kind: 'create', item: { ...fields, quoteType } },
      );
      notifications.show({
        color: 'teal',
        title: `${d.name} saved`,
        message: 'New requests see it at once.',
      });
      onDone();
    } catch (error) {
      const fields = fieldMessagesOf(error);
      if (fields) setErrors(fields);
      setFormError(errorMessageOf(error));
    }
  };

  // An item cannot go under itself or its own items.
  const own = new Set<string>();
  if (editing.id) {
    const walk = (n: RepairItemNode) => {
      own.add(n.id);
      n.children.forEach(walk);
    };
    const self = groups.find((g) => g.node.id === editing.id)?.node;
    if (self) walk(self);
  }
  const parents = groups.filter((g) => !own.has(g.node.id));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing.id ? `Edit ${d.name}` : 'New item'}>
      <Stack gap="sm">
        <Title order={3}>{editing.id ? 'Edit item' : 'New item'}</Title>
        {formError && (
          <FormAlert kind="error" title="Item not saved">
            {formError}
          </FormAlert>
        )}
        <TextInput
          label="Name"
          withAsterisk
          value={d.name}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextInput
          label="Name shown to customers (if different)"
          value={d.displayName}
          error={errors.displayName}
          onChange={(e) => set({ displayName: e.target.value })}
        />
        <NativeSelect
          label="Group"
          value={d.parentId}
          error={errors.parentId}
          onChange={(e) => set({ parentId: e.target.value })}
          data={[
            { value: '', label: 'Top level' },
            ...parents.map((g) => ({ value: g.node.id, label: `${'— '.repeat(g.depth)}${g.node.name}` })),
          ]}
        />
        <Checkbox
          label="Customers pick this item (a leaf); untick for a group that holds items"
          checked={d.leaf}
          error={errors.leaf}
          onChange={(e) => set({ leaf: e.currentTarget.checked })}
        />
        <Checkbox
          label="Ask a question"
          checked={d.hasQuery}
          onChange={(e) => set({ hasQuery: e.currentTarget.checked })}
        />
        {d.hasQuery && (
          <TextInput
            label="Question"
            value={d.query}
            error={errors.query}
            onChange={(e) => set({ query: e.target.value })}
          />
        )}
        <Textarea
          label="Template lines (one a line)"
          description="The lines a workshop's quote starts with."
          autosize
          minRows={2}
          value={d.templateLines}
          error={errors.templateLines}
          onChange={(e) => set({ templateLines: e.target.value })}
        />
        <TextInput
          label="Search words (comma-separated)"
          value={d.keywords}
          error={errors.keywords}
          onChange={(e) => set({ keywords: e.target.value })}
        />
        <TextInput
          label="Icon"
          value={d.icon}
          error={errors.icon}
          onChange={(e) => set({ icon: e.target.value })}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save item
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/repair-items: a quote type's tree, its items edited, moved and removed, the customer's picker beside it. */
export function RepairItemsAdmin() {
  const [quoteType, setQuoteType] = useState<QuoteType>('SMC_Service');
  const tree = useAdminRepairItems(quoteType);
  const change = useChangeRepairItems(quoteType);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  const roots = tree.data ?? [];
  const placed = placedItems(roots);
  const groups = placed.filter((p) => !p.node.leaf);
  const preview = editing ? treeWithDraft(roots, editing.draft, editing.id) : roots;

  const run = async (label: string, c: Parameters<typeof change.mutateAsync>[0]) => {
    setError(null);
    try {
      await change.mutateAsync(c);
      notifications.show({ color: 'teal', title: label, message: 'New requests see it at once.' });
    } catch (e) {
      setError(errorMessageOf(e));
    }
    setConfirming(null);
  };

  return (
    <Stack gap="md">
      <NativeSelect
        label="Quote type"
        description="Quote types of one kind (a service, a repair…) share one tree."
        value={quoteType}
        onChange={(e) => {
          setQuoteType(e.target.value as QuoteType);
          setEditing(null);
        }}
        data={[...QUOTE_TYPES]}
        maw={320}
      />
      {error && (
        <FormAlert kind="error" title="Not changed">
          {error}
        </FormAlert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3}>Tree</Title>
              <Button onClick={() => setEditing({ id: null, draft: emptyDraft(null) })}>New item</Button>
            </Group>
            {tree.isPending ? (
              <Loader size="sm" />
            ) : tree.isError ? (
              <Alert color="red" role="alert">
                The tree could not be loaded. Please try again.
              </Alert>
            ) : placed.length === 0 ? (
              <Text c="dimmed">No items yet for this quote type.</Text>
            ) : (
              <Stack
                gap={4}
                component="ul"
                aria-label="Repair items"
                style={{ listStyle: 'none', padding: 0 }}
              >
                {placed.map((p) => (
                  <Group key={p.node.id} component="li" gap="xs" pl={p.depth * 24} wrap="nowrap">
                    <Text fw={p.node.leaf ? 400 : 700} fz="sm" style={{ flex: 1 }}>
                      {p.node.name}
                      {p.node.hasQuery && (
                        <Text span c="dimmed" fz="xs">
                          {' '}
                          (asks: {p.node.query})
                        </Text>
                      )}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`Move ${p.node.name} up`}
                      disabled={p.index === 0 || change.isPending}
                      onClick={() =>
                        run(`${p.node.name} moved`, {
                          kind: 'update',
                          id: p.node.id,
                          item: moveOf(p, p.index - 1),
                        })
                      }
                    >
                      ↑
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`Move ${p.node.name} down`}
                      disabled={p.index === p.siblings - 1 || change.isPending}
                      onClick={() =>
                        run(`${p.node.name} moved`, {
                          kind: 'update',
                          id: p.node.id,
                          item: moveOf(p, p.index + 1),
                        })
                      }
                    >
                      ↓
                    </Button>
                    {!p.node.leaf && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={`Add an item to ${p.node.name}`}
                        onClick={() => setEditing({ id: null, draft: emptyDraft(p.node.id) })}
                      >
                        Add
                      </Button>
                    )}
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`Edit ${p.node.name}`}
                      onClick={() => setEditing({ id: p.node.id, draft: draftOfNode(p.node, p.parentId) })}
                    >
                      Edit
                    </Button>
                    {confirming === p.node.id ? (
                      <Button
                        size="compact-xs"
                        color="red"
                        aria-label={`Confirm removing ${p.node.name}`}
                        onClick={() => run(`${p.node.name} removed`, { kind: 'remove', id: p.node.id })}
                      >
                        Confirm remove
                      </Button>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${p.node.name}`}
                        onClick={() => setConfirming(p.node.id)}
                      >
                        Remove
                      </Button>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
            {editing && (
              <Paper withBorder p="md">
                <ItemForm
                  key={editing.id ?? `new-${editing.draft.parentId}`}
                  quoteType={quoteType}
                  editing={editing}
                  groups={groups}
                  onChange={(draft) => setEditing({ ...editing, draft })}
                  onDone={() => setEditing(null)}
                />
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <section aria-label="What a customer sees">
            <Stack gap="sm">
              <Title order={3}>What a customer sees</Title>
              <Text c="dimmed" fz="sm">
                {editing ? 'With the item as you are editing it, before it is saved.' : 'The tree as saved.'}
              </Text>
              <RepairItemPicker
                roots={preview}
                chosen={chosen}
                onToggle={(node, on) =>
                  setChosen((c) => (on ? [...c, node.id] : c.filter((id) => id !== node.id)))
                }
              />
            </Stack>
          </section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
