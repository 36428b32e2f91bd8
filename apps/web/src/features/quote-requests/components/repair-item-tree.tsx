import { Accordion, Box, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import type { QuoteType, RepairItemNode } from '@motorwise/shared';
import { useRepairItems } from '../api/estimate-api';

export function leaves(nodes: readonly RepairItemNode[]): RepairItemNode[] {
  return nodes.flatMap((n) => (n.leaf ? [n] : leaves(n.children)));
}

interface RepairItemTreeProps {
  quoteType: QuoteType;
  /** The ids of the leaves chosen. */
  chosen: readonly string[];
  onToggle: (node: RepairItemNode, on: boolean) => void;
  /**
   * The room the tree keeps while it loads, so what follows it (a button, the footer) is already where the
   * loaded tree puts it instead of moving down when it arrives (a layout shift on /quote-estimate).
   */
  loadingMinHeight?: string;
}

/**
 * spec: the repair-item tree of a quote type (`GET /api/repairItems?quoteType=`): one section per root,
 * leaves as checkboxes with their template lines, the number chosen on each section. Used by step 2 and
 * by the price estimate.
 */
export function RepairItemTree({ quoteType, chosen, onToggle, loadingMinHeight }: RepairItemTreeProps) {
  const tree = useRepairItems(quoteType);
  if (tree.isPending)
    return (
      <Box mih={loadingMinHeight}>
        <Group gap="xs">
          <Loader size="sm" />
          <Text fz="sm">Loading services and repairs…</Text>
        </Group>
      </Box>
    );
  return <RepairItemPicker roots={tree.data ?? []} chosen={chosen} onToggle={onToggle} />;
}

/**
 * The picker itself, given a tree: what the customer sees in step 2, and what an admin's preview of an
 * edited tree shows (decision 066).
 */
export function RepairItemPicker({
  roots,
  chosen,
  onToggle,
}: Omit<RepairItemTreeProps, 'quoteType' | 'loadingMinHeight'> & { roots: readonly RepairItemNode[] }) {
  const isChosen = (node: RepairItemNode) => chosen.includes(node.id);

  const renderNodes = (nodes: readonly RepairItemNode[], depth = 0) =>
    nodes.map((node) =>
      node.leaf ? (
        <Checkbox
          key={node.id}
          label={node.displayName ?? node.name}
          description={node.repairItemTemplateItems.map((t) => t.description).join(', ') || undefined}
          checked={isChosen(node)}
          onChange={(event) => onToggle(node, event.currentTarget.checked)}
          ml={depth > 1 ? 'md' : 0}
        />
      ) : (
        <Stack key={node.id} gap={6} ml={depth > 1 ? 'md' : 0}>
          {depth > 0 && (
            <Text fw={600} fz="sm">
              {node.displayName ?? node.name}
            </Text>
          )}
          {renderNodes(node.children, depth + 1)}
        </Stack>
      ),
    );

  if (roots.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        No services or repairs are available for this request type right now. Please try again later.
      </Text>
    );
  return (
    <Accordion variant="separated" multiple defaultValue={roots.slice(0, 1).map((r) => r.id)}>
      {roots.map((root) => {
        const count = leaves([root]).filter(isChosen).length;
        return (
          <Accordion.Item key={root.id} value={root.id}>
            <Accordion.Control>
              {root.displayName ?? root.name}
              {count > 0 && (
                <Text span c="ember.7" fz="sm" ml="xs">
                  ({count} chosen)
                </Text>
              )}
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap={8}>{root.leaf ? renderNodes([root]) : renderNodes(root.children, 1)}</Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
