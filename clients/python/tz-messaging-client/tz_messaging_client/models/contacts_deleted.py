from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ContactsDeleted")


@_attrs_define
class ContactsDeleted:
    """Contacts deleted at once

    Attributes:
        message (str):
        count (int): Contacts deleted (ids of other organizations are not counted)
    """

    message: str
    count: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        count = d.pop("count")

        contacts_deleted = cls(
            message=message,
            count=count,
        )

        return contacts_deleted
