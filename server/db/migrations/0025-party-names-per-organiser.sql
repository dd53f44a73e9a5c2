-- A Lotto Party group's name is unique among its organiser's own groups only (issue 38, point 7):
-- a name check then says nothing of other customers' private groups. The unique key on name_key
-- stays; the key now begins with the organiser's id.
UPDATE party_groups SET name_key = organiser_id || ':' || name_key;
