from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Group")


@_attrs_define
class Group:
    """A group of contacts, to send to at once

    Attributes:
        id (int):
        name (str):
        description (None | str):
        contacts_count (int): Its contacts, kept by the membership triggers
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    name: str
    description: None | str
    contacts_count: int
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description: None | str
        description = self.description

        contacts_count = self.contacts_count

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "contacts_count": contacts_count,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        contacts_count = d.pop("contacts_count")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        group = cls(
            id=id,
            name=name,
            description=description,
            contacts_count=contacts_count,
            created_at=created_at,
            updated_at=updated_at,
        )

        return group
