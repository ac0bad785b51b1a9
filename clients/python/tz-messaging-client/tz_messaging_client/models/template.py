from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Template")


@_attrs_define
class Template:
    """A saved SMS text with placeholders

    Attributes:
        id (int):
        name (str):
        body (str): The text, with {name}, {phone} and {email} filled in per contact when sent
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    name: str
    body: str
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        body = self.body

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "body": body,
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

        body = d.pop("body")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        template = cls(
            id=id,
            name=name,
            body=body,
            created_at=created_at,
            updated_at=updated_at,
        )

        return template
