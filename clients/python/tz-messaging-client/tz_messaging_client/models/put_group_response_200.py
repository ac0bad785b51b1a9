from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.group import Group


T = TypeVar("T", bound="PutGroupResponse200")


@_attrs_define
class PutGroupResponse200:
    """
    Attributes:
        data (Group): A group of contacts, to send to at once
    """

    data: Group

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.group import Group  # noqa: PLC0415

        d = dict(src_dict)
        data = Group.from_dict(d.pop("data"))

        put_group_response_200 = cls(
            data=data,
        )

        return put_group_response_200
